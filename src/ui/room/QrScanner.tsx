/**
 * Read the other device's code: with the camera (a QR code), or typed or
 * pasted as text. `onCode` checks the code and returns a French reason when
 * it is refused (the scanner then keeps looking).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { qrReader } from './detector';

interface Props {
  /** Returns null when the code is taken, or why not. */
  onCode: (text: string) => Promise<string | null>;
  /** What to do instead when there is no camera (the second window, « Mode public »…). */
  noCamera: ReactNode;
}

function cameraError(err: unknown): string {
  const name = err instanceof DOMException ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'L’accès à la caméra a été refusé. Autorisez-le dans les réglages du navigateur, ou saisissez le code en texte.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'Aucune caméra n’a été trouvée sur cet appareil. Saisissez le code en texte.';
  if (name === 'NotReadableError') return 'La caméra est occupée par une autre application.';
  return 'La caméra ne peut pas être ouverte ici. Saisissez le code en texte.';
}

export function QrScanner({ onCode, noCamera }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [scanning, setScanning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [text, setText] = useState('');
  const fieldId = useId();
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const hasCamera = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

  useEffect(() => {
    if (!scanning) return;
    let stream: MediaStream | null = null;
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastRefused = '';
    const run = async (): Promise<void> => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (err) {
        setError(cameraError(err));
        setScanning(false);
        return;
      }
      const el = video.current;
      if (stop || !el) return;
      el.srcObject = stream;
      await el.play().catch(() => undefined);
      let reader;
      try {
        reader = await qrReader();
      } catch {
        setError('Le lecteur de QR code n’a pas pu se charger. Saisissez le code en texte.');
        setScanning(false);
        return;
      }
      const tick = async (): Promise<void> => {
        if (stop) return;
        const texts = el.readyState >= 2 ? await reader.read(el).catch(() => []) : [];
        for (const t of texts) {
          if (t === lastRefused) continue;
          const refused = await onCodeRef.current(t);
          if (stop) return;
          if (refused === null) {
            setScanning(false);
            return;
          }
          lastRefused = t;
          setError(refused);
        }
        timer = setTimeout(() => void tick(), 250);
      };
      void tick();
    };
    void run();
    return () => {
      stop = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [scanning]);

  const submit = async (): Promise<void> => {
    setBusy(true);
    const refused = await onCode(text);
    setBusy(false);
    setError(refused);
  };

  return (
    <div className="room-scan">
      {hasCamera ? (
        scanning ? (
          <>
            <video ref={video} className="room-video" muted playsInline aria-label="Image de la caméra" />
            <button type="button" className="btn" onClick={() => setScanning(false)}>
              Arrêter la caméra
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-large"
            onClick={() => (setError(null), setScanning(true))}
          >
            Scanner avec la caméra
          </button>
        )
      ) : (
        <p className="alert" role="alert">
          Ce navigateur n’a pas accès à une caméra. Saisissez le code en texte.
        </p>
      )}
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      {error && !scanning && <div className="room-nocamera">{noCamera}</div>}
      <form
        className="room-paste"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={fieldId}>Ou collez le code en texte</label>
        <textarea
          id={fieldId}
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
          autoCapitalize="characters"
        />
        <button type="submit" className="btn" disabled={busy || text.trim() === ''}>
          Valider le code
        </button>
      </form>
    </div>
  );
}
