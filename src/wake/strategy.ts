/** When a widget's chunk is loaded and mounted. */
export type LoadStrategy = 'eager' | 'idle' | 'visible' | 'interaction';

export const LOAD_STRATEGIES: readonly LoadStrategy[] = ['eager', 'idle', 'visible', 'interaction'];
