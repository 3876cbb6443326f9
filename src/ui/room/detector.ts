/**
 * A QR code reader: the browser's own BarcodeDetector where it has one that
 * reads QR codes (Chrome on Android, macOS, ChromeOS; Safari 17+ on some
 * systems), else the barcode-detector ponyfill (ZXing-C++ in WebAssembly).
 * Its .wasm is served by the app itself (Vite copies it into the build and
 * the service worker precaches it): by default the library would fetch it
 * from a CDN, which fails offline and is refused by our CSP.
 */
export interface QrReader {
  /** The texts of the QR codes in the frame (often none). */
  read(source: HTMLVideoElement): Promise<string[]>;
  /** « natif » or « zxing-wasm », for the README's device notes and the tests. */
  engine: 'native' | 'zxing-wasm';
}

interface DetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

let cached: Promise<QrReader> | null = null;

export function qrReader(): Promise<QrReader> {
  cached ??= make();
  return cached;
}

async function make(): Promise<QrReader> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  try {
    if (Native && (await Native.getSupportedFormats?.())?.includes('qr_code')) {
      const d = new Native({ formats: ['qr_code'] });
      return { engine: 'native', read: async (v) => (await d.detect(v)).map((b) => b.rawValue) };
    }
  } catch {
    // A native detector that cannot read: fall back to ours.
  }
  // Both loaded only when a scan needs them: the game screen's bundle (and its tests) never touch the wasm.
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  });
  const d = new BarcodeDetector({ formats: ['qr_code'] });
  return { engine: 'zxing-wasm', read: async (v) => (await d.detect(v)).map((b) => b.rawValue) };
}
