/** The small count buttons under an update (like, comments). A plain string: see `fieldClasses`. */
export const engagementButtonClasses = [
  'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-2 text-sm text-muted-foreground transition-colors',
  'hover:bg-secondary hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent',
].join(' ');
