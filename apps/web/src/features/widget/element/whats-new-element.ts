import type { WidgetFeedData, WidgetFeedUpdate, WidgetOpenMode } from '@shiplog/contract/widget-basics';
import { accentColours, bellIcon, h } from './dom';
import { labelsOf, languageOf, type Labels } from './labels';
import { newerThan, readSeen, writeSeen } from './unread-state';

declare const __WIDGET_CSS__: string;

/** The badge shows at most this, then "9+". */
const MAX_BADGE = 9;

/** Runs `fn`, keeping any error inside the widget: the host page never sees one. */
function guard(fn: () => void) {
  try {
    fn();
  } catch {
    /* the widget stays as it was */
  }
}

let shared: CSSStyleSheet | undefined;
/** One stylesheet for every instance, adopted by its shadow root (no <style>, no style attribute). */
function sharedSheet() {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(__WIDGET_CSS__);
  }
  return shared;
}

type LoadFeed = (project: string) => Promise<WidgetFeedData>;

/** `<shiplog-whats-new project="{id}">`: a bell with an unread badge and a panel of the newest updates. */
export function defineWhatsNew(name: string, loadFeed: LoadFeed) {
  class WhatsNew extends HTMLElement {
    static observedAttributes = ['project', 'theme', 'accent', 'lang', 'open', 'display'];
    #root: ShadowRoot;
    #accent = new CSSStyleSheet();
    #feed: WidgetFeedData | null = null;
    #failed = false;
    #open = false;
    #loadedFor = '';
    #bell?: HTMLButtonElement;
    #panel?: HTMLElement;
    #renderQueued = false;
    #accentValue = '';
    #onOutside = (event: Event) =>
      guard(() => {
        if (this.#open && !event.composedPath().includes(this)) this.#setOpen(false, false);
      });

    constructor() {
      super();
      this.#root = this.attachShadow({ mode: 'open' });
      this.#root.adoptedStyleSheets = [sharedSheet(), this.#accent];
      this.#root.addEventListener('keydown', (event) => guard(() => this.#onKey(event as KeyboardEvent)));
    }

    connectedCallback() {
      guard(() => {
        document.addEventListener('pointerdown', this.#onOutside);
        this.#load();
      });
    }

    disconnectedCallback() {
      document.removeEventListener('pointerdown', this.#onOutside);
    }

    attributeChangedCallback(attr: string) {
      guard(() => {
        if (attr === 'accent') return this.#applyAccent();
        if (attr === 'project') return this.#load();
        if (this.isConnected) this.#renderSoon();
      });
    }

    /**
     * Draws once at the end of the current task, however many attributes and callbacks asked
     * for it (an upgrade calls back once per attribute): the host page's tasks stay short.
     */
    #renderSoon() {
      if (this.#renderQueued) return;
      this.#renderQueued = true;
      queueMicrotask(() =>
        guard(() => {
          this.#renderQueued = false;
          if (this.isConnected) this.#render();
        }),
      );
    }

    get #project() {
      return (this.getAttribute('project') ?? '').trim();
    }
    get #list() {
      return this.getAttribute('display') === 'list';
    }
    get #lang() {
      const page = this.closest('[lang]')?.getAttribute('lang');
      return languageOf(this.getAttribute('lang'), page, document.documentElement.lang, navigator.language);
    }
    get #openMode(): WidgetOpenMode {
      const mode = this.getAttribute('open');
      return mode === 'never' || mode === 'all' ? mode : 'major';
    }

    #applyAccent() {
      const value = this.getAttribute('accent') ?? '';
      if (value === this.#accentValue) return;
      this.#accentValue = value;
      const colours = accentColours(value);
      this.#accent.replaceSync(
        colours ? `:host([accent]){--sl-accent:${colours.accent};--sl-on-accent:${colours.on}}` : '',
      );
    }

    #load() {
      const project = this.#project;
      this.#applyAccent();
      this.#renderSoon();
      if (!this.isConnected || !project || project === this.#loadedFor) return;
      this.#loadedFor = project;
      this.#feed = null;
      this.#failed = false;
      // The request starts in a task of its own, after the bell is drawn.
      const arriving = new Promise<WidgetFeedData>((resolve) =>
        setTimeout(() => resolve(loadFeed(project)), 0),
      );
      arriving.then(
        (feed) =>
          guard(() => {
            if (project !== this.#project) return;
            this.#feed = feed;
            this.#render();
            this.#maybeOpenByItself();
          }),
        () =>
          guard(() => {
            this.#failed = true;
            this.#render();
          }),
      );
    }

    #ids() {
      return (this.#feed?.updates ?? []).map((u) => u.id);
    }

    #unread() {
      return this.#feed ? newerThan(this.#ids(), readSeen(this.#project)?.seen) : 0;
    }

    /** Opens the panel for an unread update the `open` mode names, once per update; never on a first visit. */
    #maybeOpenByItself() {
      const ids = this.#ids();
      const newest = ids[0];
      if (!newest || this.#list) return;
      const state = readSeen(this.#project);
      if (!state) return writeSeen(this.#project, { shown: newest });
      const mode = this.#openMode;
      const fresh = this.#feed!.updates.slice(
        0,
        Math.min(newerThan(ids, state.shown), newerThan(ids, state.seen)),
      );
      const wanted = fresh.some((u) => mode === 'all' || (mode === 'major' && u.is_major_update));
      writeSeen(this.#project, { ...state, shown: newest });
      if (wanted) this.#setOpen(true, false);
    }

    #markAllRead() {
      const newest = this.#ids()[0];
      if (!newest) return;
      writeSeen(this.#project, { seen: newest, shown: newest });
      this.#render();
      this.#panel?.querySelector<HTMLElement>('h2')?.focus();
    }

    #setOpen(open: boolean, moveFocus: boolean) {
      this.#open = open;
      this.#render();
      if (!moveFocus) return;
      if (open) this.#panel?.querySelector<HTMLElement>('h2')?.focus();
      else this.#bell?.focus();
    }

    #onKey(event: KeyboardEvent) {
      if (event.key === 'Escape' && this.#open && !this.#list) {
        event.stopPropagation();
        this.#setOpen(false, true);
      }
    }

    #render() {
      const lang = this.#lang;
      const t = labelsOf(lang);
      const unread = this.#unread();
      const list = this.#list;
      const shown = list || this.#open;
      const panel = h(
        'section',
        {
          class: 'panel',
          id: 'panel',
          part: 'panel',
          hidden: !shown,
          'aria-labelledby': 'title',
          'data-state': this.#failed ? 'failed' : this.#feed ? 'ready' : 'loading',
          lang,
        },
        h(
          'header',
          {},
          h('h2', { id: 'title', tabindex: '-1' }, this.#feed && list ? this.#feed.project.name : t.title),
          this.#feed?.updates.length
            ? unread
              ? h('button', { type: 'button', class: 'mark' }, t.markAllRead)
              : h('span', { class: 'done' }, t.allRead)
            : null,
        ),
        // The list is drawn when the panel shows: a closed bell costs the host page next to nothing.
        shown ? this.#body(t, unread) : null,
      );
      panel.querySelector('.mark')?.addEventListener('click', () => guard(() => this.#markAllRead()));
      this.#panel = panel;
      if (list) {
        this.#bell = undefined;
        this.#root.replaceChildren(panel);
        return;
      }
      const badge = unread > MAX_BADGE ? `${MAX_BADGE}+` : String(unread);
      const bell = h(
        'button',
        {
          type: 'button',
          class: 'bell',
          part: 'bell',
          'aria-expanded': String(this.#open),
          'aria-controls': 'panel',
          'aria-label': t.bell(unread),
          lang,
        },
        bellIcon(),
        unread ? h('span', { class: 'badge', 'aria-hidden': 'true' }, badge) : null,
      );
      bell.addEventListener('click', () => guard(() => this.#setOpen(!this.#open, true)));
      const hadFocus = this.#root.activeElement === this.#bell;
      this.#bell = bell;
      this.#root.replaceChildren(bell, panel);
      if (hadFocus) bell.focus();
    }

    #body(t: Labels, unread: number) {
      if (this.#failed) return h('p', { class: 'note' }, t.failed);
      const feed = this.#feed;
      if (!feed) return h('p', { class: 'note', 'aria-busy': 'true' }, '…');
      if (!feed.updates.length) return h('p', { class: 'note' }, t.empty);
      const date = new Intl.DateTimeFormat(this.#lang, { dateStyle: 'medium' });
      return h(
        'div',
        { class: 'scroll' },
        h('ol', {}, ...feed.updates.map((u, i) => this.#item(u, i < unread, t, date))),
        h('a', { class: 'all', href: feed.project.url, target: '_blank', rel: 'noopener' }, t.allUpdates),
      );
    }

    #item(u: WidgetFeedUpdate, unread: boolean, t: Labels, date: Intl.DateTimeFormat) {
      return h(
        'li',
        { class: unread ? 'item unread' : 'item' },
        h(
          'a',
          { class: 'title', href: u.url, target: '_blank', rel: 'noopener' },
          unread
            ? h('span', { class: 'dot', title: t.unread }, h('span', { class: 'sr' }, `${t.unread}: `))
            : null,
          u.title,
        ),
        h(
          'p',
          { class: 'meta' },
          h('time', { datetime: u.published_at }, date.format(new Date(u.published_at))),
          h('span', { class: 'type' }, t.types[u.type] ?? u.type),
          u.is_major_update ? h('span', { class: 'major' }, t.major) : null,
        ),
        u.excerpt ? h('p', { class: 'excerpt' }, u.excerpt) : null,
      );
    }
  }
  if (!customElements.get(name)) customElements.define(name, WhatsNew);
}
