import type { ReactNode } from 'react';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
}

export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel, danger }: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onCancel} noCloseButton>
      {children}
      <div className="btn-row">
        <button type="button" className="btn btn-large" onClick={onCancel} autoFocus>
          Annuler
        </button>
        <button type="button" className={`btn btn-large ${danger ? 'btn-danger' : 'btn-primary'}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
