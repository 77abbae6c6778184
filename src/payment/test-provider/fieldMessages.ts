import { t } from '../../i18n/index.ts';
import type { CardField, FieldProblem } from '../provider/cardRules.ts';
import { fieldMessageKey } from '../provider/messageKeys.ts';

/** The translated message of a field's problem. */
export function fieldMessage(field: CardField, problem: FieldProblem): string {
  return t(fieldMessageKey(field, problem));
}
