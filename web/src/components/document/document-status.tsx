import type { DocumentState } from '@bo/contract';
import { Tag } from 'antd';

/** What the status helpers need of a document declaration: its machine's states (value, label, colour). */
export interface HasStates {
  states: readonly DocumentState[];
}

/** A record's state as a tag in the colour and with the label its document declares. */
export function DocumentStatusTag({ doc, value, className }: { doc: HasStates; value: string; className?: string }) {
  const state = doc.states.find((s) => s.value === value);
  return (
    <Tag color={state?.color} className={className}>
      {state?.label ?? value}
    </Tag>
  );
}

/** The options of a list's status filter: the machine's states, in their declared order. */
export const documentStatusOptions = (doc: HasStates) => doc.states.map((s) => ({ value: s.value, label: s.label }));

/** The label a document declares for a state (the stored value when it declares none). */
export const documentStatusLabel = (doc: HasStates, value: string) => doc.states.find((s) => s.value === value)?.label ?? value;
