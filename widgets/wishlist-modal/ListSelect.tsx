import type { WishlistFormModel } from './formModel.ts';

export interface ListSelectProps {
  id: string;
  lists: WishlistFormModel['lists'];
  value: number;
  onChange(list: number): void;
}

/** The choice of list (0 stands for "a new list"). */
export function ListSelect({ id, lists, value, onChange }: ListSelectProps) {
  return (
    <select id={id} name="List" value={value} onChange={(e) => onChange(Number(e.currentTarget.value))}>
      {lists.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </select>
  );
}
