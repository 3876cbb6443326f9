import { useEffect, useId, useRef, useState } from 'react';
import type { ActionView, AnyRuleset, GameState, PlayerId } from '../../engine';
import { ActionDialog } from './ActionDialog';
import { actionCall, type ActionCallView as ActionCall } from '../../engine';
import '../styles/panels.css';

interface ActionsMenuProps {
  actions: ActionView[];
  rules: AnyRuleset;
  state: GameState;
  nameOf: (id: PlayerId) => string;
}

/** « Actions »: what may happen at any moment (an exclusion…), each opening its prompt. */
export function ActionsMenu({ actions, rules, state, nameOf }: ActionsMenuProps) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<ActionCall | null>(null);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') setOpen(false);
    };
    const onPointer = (e: PointerEvent): void => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const choose = (id: string): void => {
    setOpen(false);
    setCurrent(actionCall(rules, state, id));
  };

  return (
    <div className="menu" ref={root}>
      <button type="button" className="btn" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        Actions
      </button>
      <div id={listId} className="menu-list" hidden={!open}>
        {actions.length === 0 ? (
          <p className="muted">Aucune action possible maintenant.</p>
        ) : (
          actions.map((action) => (
            <button key={action.id} type="button" className="btn menu-item" onClick={() => choose(action.id)}>
              {action.title}
            </button>
          ))
        )}
      </div>
      {current && <ActionDialog action={current} nameOf={nameOf} onClose={() => setCurrent(null)} />}
    </div>
  );
}
