import { useState } from 'react';
import type { ActionView, AnyRuleset, GameState, PlayerId } from '../../engine';
import { actionCall, type ActionCallView as ActionCall } from '../../engine';
import { Menu } from '../components/Menu';
import { ActionDialog } from './ActionDialog';

interface ActionsMenuProps {
  actions: ActionView[];
  rules: AnyRuleset;
  state: GameState;
  nameOf: (id: PlayerId) => string;
}

/** « Actions »: what may happen at any moment (an exclusion…), each opening its prompt (a modal dialog). */
export function ActionsMenu({ actions, rules, state, nameOf }: ActionsMenuProps) {
  const [current, setCurrent] = useState<ActionCall | null>(null);
  return (
    <>
      <Menu label="Actions">
        {(close) =>
          actions.length === 0 ? (
            <p className="muted">Aucune action possible maintenant.</p>
          ) : (
            actions.map((action) => (
              <button
                key={action.id}
                type="button"
                className="btn menu-item"
                onClick={() => (close(), setCurrent(actionCall(rules, state, action.id)))}
              >
                {action.title}
              </button>
            ))
          )
        }
      </Menu>
      {current && <ActionDialog action={current} nameOf={nameOf} onClose={() => setCurrent(null)} />}
    </>
  );
}
