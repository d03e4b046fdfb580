/** Moved to the shared lib: the settings sections of other features use it too. */
export { useFlash } from '@/lib/use-flash';
