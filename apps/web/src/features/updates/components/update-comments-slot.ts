import type { ComponentType } from 'react';
import type { ViewerKey } from '../api/query-keys';

/**
 * An update's comments, composed in by the route (they are the comments feature's): the count
 * button in the card's footer, which opens and closes the panel under it.
 */
export interface UpdateCommentsSlot {
  Toggle: ComponentType<{
    updateId: string;
    open: boolean;
    initialCount: number;
    panelId: string;
    onToggle: () => void;
  }>;
  /** `initialCount`: the comments the update had when the page was rendered, to hold their room while they load. */
  Panel: ComponentType<{
    updateId: string;
    open: boolean;
    viewer: ViewerKey;
    id: string;
    initialCount: number;
  }>;
}
