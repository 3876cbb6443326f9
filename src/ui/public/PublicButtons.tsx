/**
 * The game screen's two ways to show the table what it may know: « Écran
 * public » opens /public in a second window (a TV, a second monitor), and
 * « Mode public » turns this tablet into that screen until the MJ's PIN.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Modal } from '../components/Modal';
import { enterFullscreen } from './fullscreen';
import { lockPublicMode } from './lock';
import { hasPin } from './pin';
import { PinSetup } from './PinPad';
import '../styles/public.css';

export const PUBLIC_WINDOW = 'veilleur-ecran-public';

interface PublicButtonsProps {
  gameId: string;
  /** Called once the second window or a dialog is open: the menu holding the buttons folds, not left open behind. */
  onWindowOpened?: () => void;
}

export function PublicButtons({ gameId, onWindowOpened }: PublicButtonsProps) {
  const [dialog, setDialog] = useState<'setup' | 'change' | 'confirm' | null>(null);
  const [blocked, setBlocked] = useState(false);

  const openWindow = (): void => {
    const win = window.open('/public', PUBLIC_WINDOW, 'popup');
    setBlocked(win === null);
    if (!win) return;
    win.focus();
    onWindowOpened?.();
  };
  const openDialog = (which: 'setup' | 'confirm'): void => {
    setDialog(which);
    onWindowOpened?.();
  };
  const goPublic = (): void => {
    setDialog(null);
    enterFullscreen();
    lockPublicMode(gameId);
  };

  // The dialogs live outside the menu: folded (hidden), it would hide them with it.
  const dialogs = (
    <>
      {blocked && (
        <Modal title="Écran public" onClose={() => setBlocked(false)}>
          <p>La fenêtre n’a pas pu s’ouvrir&nbsp;: autorisez les fenêtres surgissantes pour Veilleur, ou ouvrez l’adresse /public dans un autre onglet.</p>
        </Modal>
      )}
      {dialog === 'confirm' && (
        <Modal title="Mode public" onClose={() => setDialog(null)}>
          <p>
            La tablette n’affichera plus que ce que la table peut savoir. Pour revenir&nbsp;: appui long sur le coin en haut à
            droite, puis votre code MJ.
          </p>
          <div className="btn-row">
            <button type="button" className="btn" onClick={() => setDialog('change')}>
              Changer le code
            </button>
            <button type="button" className="btn btn-primary btn-large" onClick={goPublic}>
              Passer en mode public
            </button>
          </div>
        </Modal>
      )}
      {(dialog === 'setup' || dialog === 'change') && (
        <PinSetup change={dialog === 'change'} onCancel={() => setDialog(null)} onChosen={dialog === 'setup' ? goPublic : () => setDialog('confirm')} />
      )}
    </>
  );

  return (
    <>
      <button type="button" className="btn public-btn" onClick={openWindow}>
        Écran public
      </button>
      <button type="button" className="btn public-btn" onClick={() => openDialog(hasPin() ? 'confirm' : 'setup')}>
        Mode public
      </button>
      {createPortal(dialogs, document.body)}
    </>
  );
}
