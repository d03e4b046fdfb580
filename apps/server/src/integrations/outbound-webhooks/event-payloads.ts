import {
  outboundEventDataSchemas,
  projectPagePaths,
  type OutboundEvent,
  type OutboundEventData,
  type OutboundPayloadEvent,
} from '@shiplog/contract';
import { excerptOf } from '../../lib/excerpt';

/** A project as its events name it. */
export interface EventProject {
  id: string;
  name: string;
  slug: string | null;
}

/** An update as its events carry it. */
export interface EventUpdate {
  id: string;
  title: string;
  type: 'text' | 'image' | 'commit' | 'release';
  content: string;
  isMajorUpdate: boolean;
  publishedAt: Date;
  updatedAt: Date;
  labels: string[];
}

export interface EventSubscriber {
  id: string;
  email: string;
  /** `owner`: added to the waitlist by the project's owner. */
  source: 'subscribe' | 'waitlist' | 'owner';
  notificationPreference: 'all' | 'major';
  confirmedAt: Date | null;
}

export interface EventComment {
  id: string;
  content: string;
  createdAt: Date;
  author: { id: string; name: string };
}

/** What a published update's post in a channel says. */
export interface ChannelPost {
  projectName: string;
  title: string;
  summary: string;
  url: string;
  type: string;
  isMajor: boolean;
  publishedAt: Date;
}

/** One event: its type, what makes it once (the cause), its data, and a channel post for updates. */
export interface OutboundEventInput {
  type: OutboundEvent;
  projectId: string;
  /** Unique per event, e.g. `<update id>` or `<update id>:<updated at>`. */
  cause: string;
  data: Record<string, unknown>;
  /** Published updates only: what Slack and Discord channels post. */
  post?: ChannelPost;
}

/** Longest summary an event or post carries. */
const SUMMARY_LENGTH = 280;

/** An event's `data` as its contract schema states it (the schema the API description shows). */
const dataOf = <E extends OutboundPayloadEvent>(event: E, data: OutboundEventData<E>): OutboundEventData<E> =>
  outboundEventDataSchemas[event].parse(data) as OutboundEventData<E>;

const projectData = (publicUrl: string, p: EventProject) => ({
  id: p.id,
  name: p.name,
  url: `${publicUrl}${projectPagePaths(p).page}`,
});

const updateUrl = (publicUrl: string, p: EventProject, updateId: string) =>
  `${publicUrl}${projectPagePaths(p).updatePage(updateId)}`;

function updateData(publicUrl: string, p: EventProject, u: EventUpdate) {
  return {
    id: u.id,
    title: u.title,
    type: u.type,
    summary: excerptOf(u.content, SUMMARY_LENGTH),
    content: u.content,
    is_major_update: u.isMajorUpdate,
    labels: u.labels,
    url: updateUrl(publicUrl, p, u.id),
    published_at: u.publishedAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
  };
}

/** `update.published` (with the channels' post) or `update.updated`. */
export function updateEvent(
  publicUrl: string,
  type: 'update.published' | 'update.updated',
  project: EventProject,
  update: EventUpdate,
): OutboundEventInput {
  const data = dataOf(type, {
    project: projectData(publicUrl, project),
    update: updateData(publicUrl, project, update),
  });
  return {
    type,
    projectId: project.id,
    cause: type === 'update.published' ? update.id : `${update.id}:${update.updatedAt.toISOString()}`,
    data,
    ...(type === 'update.published' && {
      post: {
        projectName: project.name,
        title: update.title,
        summary: data.update.summary,
        url: data.update.url,
        type: update.type,
        isMajor: update.isMajorUpdate || update.type === 'release',
        publishedAt: update.publishedAt,
      },
    }),
  };
}

/** `subscriber.confirmed` (Stay Updated) or `waitlist.joined` (Join Waitlist), once confirmed. */
export function subscriberEvent(
  publicUrl: string,
  project: EventProject,
  s: EventSubscriber,
): OutboundEventInput {
  const entry = {
    id: s.id,
    email: s.email,
    notification_preference: s.notificationPreference,
    confirmed_at: s.confirmedAt?.toISOString() ?? null,
  };
  const where = projectData(publicUrl, project);
  const base = { projectId: project.id, cause: s.id };
  if (s.source === 'subscribe')
    return {
      ...base,
      type: 'subscriber.confirmed',
      data: dataOf('subscriber.confirmed', { project: where, subscriber: { ...entry, source: s.source } }),
    };
  return {
    ...base,
    type: 'waitlist.joined',
    data: dataOf('waitlist.joined', { project: where, entry: { ...entry, source: s.source } }),
  };
}

export function commentEvent(
  publicUrl: string,
  project: EventProject,
  update: { id: string; title: string },
  c: EventComment,
): OutboundEventInput {
  return {
    type: 'comment.created',
    projectId: project.id,
    cause: c.id,
    data: dataOf('comment.created', {
      project: projectData(publicUrl, project),
      update: { id: update.id, title: update.title, url: updateUrl(publicUrl, project, update.id) },
      comment: {
        id: c.id,
        content: c.content,
        author: c.author,
        created_at: c.createdAt.toISOString(),
      },
    }),
  };
}

/** What "Send test" delivers: a sample post for channels, a `webhook.test` event otherwise. */
export function testPost(publicUrl: string, project: EventProject): ChannelPost {
  return {
    projectName: project.name,
    title: 'Test message from Shiplog',
    summary: `Published updates of ${project.name} will be posted here.`,
    url: `${publicUrl}${projectPagePaths(project).page}`,
    type: 'text',
    isMajor: false,
    publishedAt: new Date(),
  };
}

export const testData = (publicUrl: string, project: EventProject) =>
  dataOf('webhook.test', {
    project: projectData(publicUrl, project),
    message: 'This is a test event from Shiplog.',
  });
