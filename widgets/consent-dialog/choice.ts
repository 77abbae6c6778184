/** The consent categories, in the order the modal lists them. */
export const CATEGORIES = ['preferences', 'statistics', 'marketing'] as const;

/** The three categories as the modal's checkboxes hold them. */
export type Choice = Record<(typeof CATEGORIES)[number], boolean>;

/** The 'all active' switch follows the checkboxes: on only when every category is on. */
export function allActive(choice: Choice): boolean {
  return choice.preferences && choice.statistics && choice.marketing;
}

/** Toggling the 'all active' switch sets every category to its new state. */
export function setAll(on: boolean): Choice {
  return { preferences: on, statistics: on, marketing: on };
}

/** The choice to show when the modal opens: the stored one, else nothing granted. */
export function initialChoice(stored: Choice | undefined): Choice {
  return stored
    ? { preferences: stored.preferences, statistics: stored.statistics, marketing: stored.marketing }
    : setAll(false);
}
