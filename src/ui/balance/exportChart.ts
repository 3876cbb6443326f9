/**
 * A chart saved as a file: its SVG as drawn (with the screen's dark
 * background, so its light text stays readable anywhere), or a PNG drawn
 * from that SVG at twice its size.
 */
import { downloadText } from '../lib/download';

const BACKGROUND = '#171a21';

function standalone(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true);
  if (!(copy instanceof SVGSVGElement)) throw new Error('not an svg');
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const width = svg.getAttribute('width') ?? String(svg.clientWidth);
  const height = svg.getAttribute('height') ?? String(svg.clientHeight);
  copy.setAttribute('width', width);
  copy.setAttribute('height', height);
  const bg = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  bg.setAttribute('width', '100%');
  bg.setAttribute('height', '100%');
  bg.setAttribute('fill', BACKGROUND);
  copy.insertBefore(bg, copy.firstChild);
  return new XMLSerializer().serializeToString(copy);
}

export function downloadSvg(svg: SVGSVGElement, fileName: string): void {
  downloadText(`${fileName}.svg`, standalone(svg), 'image/svg+xml');
}

export async function downloadPng(svg: SVGSVGElement, fileName: string): Promise<void> {
  const text = standalone(svg);
  const width = Number(svg.getAttribute('width') ?? svg.clientWidth);
  const height = Number(svg.getAttribute('height') ?? svg.clientHeight);
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('Le graphique n’a pas pu être converti en image.'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = width * 2;
    canvas.height = height * 2;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('Le graphique n’a pas pu être converti en image.');
    g.scale(2, 2);
    g.drawImage(image, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('Le graphique n’a pas pu être converti en image.');
    const link = document.createElement('a');
    const pngUrl = URL.createObjectURL(blob);
    link.href = pngUrl;
    link.download = `${fileName}.png`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(pngUrl), 10_000);
  } finally {
    URL.revokeObjectURL(url);
  }
}
