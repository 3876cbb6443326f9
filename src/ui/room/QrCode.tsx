/**
 * A code shown two ways: as a QR code for the other device's camera, and as
 * text (in groups of four) to copy, read out or type where there is no camera.
 */
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { groupCode } from './sdpPack';

export function QrCode({ code, label }: { code: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let live = true;
    // Medium error correction: read at arm's length off a glossy screen; the code stays small (alphanumeric mode).
    void QRCode.toDataURL(code, { errorCorrectionLevel: 'M', margin: 4, width: 480 }).then(
      (url) => live && setSrc(url),
    );
    return () => {
      live = false;
    };
  }, [code]);
  const copy = (): void => {
    void navigator.clipboard?.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <figure className="room-qr">
      {src ? <img src={src} alt={label} className="room-qr-img" /> : <div className="room-qr-img" aria-busy="true" />}
      <figcaption>
        <details>
          <summary>Pas de caméra&nbsp;? Le code en texte</summary>
          <p className="room-code" data-testid="room-code">
            {groupCode(code)}
          </p>
          <button type="button" className="btn" onClick={copy}>
            {copied ? 'Copié' : 'Copier le code'}
          </button>
        </details>
      </figcaption>
    </figure>
  );
}
