import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import '../styles/panels.css';

interface MenuProps {
  label: string;
  /** The items; `close` folds the menu (an item that opens a dialog calls it first). */
  children: (close: () => void) => ReactNode;
  /** Called as the menu unfolds (to make ready what an item will need). */
  onOpen?: () => void;
}

/** A button that unfolds a short list of buttons (Escape or a tap elsewhere folds it). */
export function Menu({ label, children, onOpen }: MenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') setOpen(false);
    };
    const onPointer = (e: PointerEvent): void => {
      if (e.target instanceof Node && !root.current?.contains(e.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="menu" ref={root}>
      <button
        type="button"
        className="btn"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => (open ? setOpen(false) : (setOpen(true), onOpen?.()))}
      >
        {label}
      </button>
      <div id={listId} className="menu-list" hidden={!open}>
        {children(() => setOpen(false))}
      </div>
    </div>
  );
}
