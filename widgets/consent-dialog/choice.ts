import { type ConsentChoice, uniformChoice } from '../../src/index.ts';

/** The 'all active' switch follows the checkboxes: on only when every category is on. */
export function allActive(choice: ConsentChoice): boolean {
  return choice.preferences && choice.statistics && choice.marketing;
}

/** The choice to show when the modal opens: the stored one, else nothing granted. */
export function initialChoice(stored: ConsentChoice | undefined): ConsentChoice {
  return stored
    ? { preferences: stored.preferences, statistics: stored.statistics, marketing: stored.marketing }
    : uniformChoice(false);
}
