/** Moved to the shared UI: other settings sections use it too. */
export { Switch, type SwitchProps } from '@/components/ui/switch';
