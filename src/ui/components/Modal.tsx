import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  /** Hide the « Fermer » button (the content has its own way out). */
  noCloseButton?: boolean;
}

/** A modal <dialog>, open while mounted. Escape and « Fermer » call onClose. */
export function Modal({ title, onClose, children, wide, noCloseButton }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event): void => {
      event.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog ref={ref} aria-labelledby={titleId} className={wide ? 'dialog-wide' : undefined}>
      <div className="dialog-header">
        <h2 id={titleId}>{title}</h2>
        {!noCloseButton && (
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Fermer
          </button>
        )}
      </div>
      {children}
    </dialog>
  );
}
