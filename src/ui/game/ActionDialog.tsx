import { useState } from 'react';
import type { Json, PlayerId } from '../../engine';
import { Modal } from '../components/Modal';
import { emptyValue, PromptInput, submitLabel } from '../prompts/PromptInput';
import { submit } from '../store/play';
import type { ActionCallView as ActionCall } from '../../engine';

interface ActionDialogProps {
  action: ActionCall;
  nameOf: (id: PlayerId) => string;
  onClose: () => void;
}

/** An any-moment action's prompt, sent as `{ kind: 'invoke' }`. A refusal stays in the dialog. */
export function ActionDialog({ action, nameOf, onClose }: ActionDialogProps) {
  const [value, setValue] = useState<Json | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (): Promise<void> => {
    setBusy(true);
    const result = await submit({
      kind: 'invoke',
      action: action.id,
      value: value === undefined ? emptyValue(action.prompt) : value,
    });
    setBusy(false);
    if (result.ok) onClose();
    else setError(result.error);
  };

  return (
    <Modal title={action.title} onClose={onClose}>
      <p className="action-line">{action.line}</p>
      <PromptInput prompt={action.prompt} value={value} onChange={setValue} nameOf={nameOf} />
      <div className="alert" role="alert">
        {error}
      </div>
      <div className="btn-row dialog-actions">
        <button type="button" className="btn btn-large" onClick={onClose}>
          Annuler
        </button>
        <button type="button" className="btn btn-primary btn-large" onClick={() => void send()} disabled={busy}>
          {submitLabel(action.prompt)}
        </button>
      </div>
    </Modal>
  );
}
