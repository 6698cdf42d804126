import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { fontData } from './fonts';
import { catalogueSummary, drawableText, priceLabel } from './share-text';

/** The preview card's size: what WhatsApp, Facebook and X crop to (1.91:1). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The product's brand green, for stores without a cover colour. */
export const DEFAULT_BRAND_COLOR = '#047857';

/** What the preview image shows of a store (prices in centavos). */
export interface OgImageInput {
  storeName: string;
  /** `#rrggbb` or null for the brand colour. */
  coverColor: string | null;
  productCount: number;
  /** At most four are drawn. */
  items: { name: string; priceCents: number }[];
  /** The store logo as a PNG (any size; drawn 132 px, never cropped), or null. */
  logoPng?: Buffer | null;
}

/** A minimal element tree in the shape satori reads (React-free: the API has no React). */
interface Node {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: Node | Node[] | string;
    src?: string;
    width?: number;
    height?: number;
  };
}

function el(
  type: string,
  style: Record<string, string | number>,
  children?: Node | Node[] | string,
): Node {
  return { type, props: { style, children } };
}

/**
 * White on `hex` when it passes WCAG's 3:1 for large text (the card's text is 28–68 px), else
 * black: brand greens and dark colours keep white text, pastel covers get black.
 */
export function readableTextColor(hex: string): '#000000' | '#ffffff' {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast of white text on this background: (1 + 0.05) / (L + 0.05).
  return 1.05 / (luminance + 0.05) >= 3 ? '#ffffff' : '#000000';
}

function card(name: string, price: string): Node {
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      width: 255,
      height: 190,
      padding: 24,
      borderRadius: 20,
      backgroundColor: '#ffffff',
      color: '#111827',
    },
    [
      el('div', { fontSize: 28, lineHeight: 1.2, maxHeight: 102, overflow: 'hidden' }, name),
      el('div', { fontSize: 32, fontWeight: 700, color: '#047857' }, price),
    ],
  );
}

/** Size of the logo on the card, in px. */
export const OG_LOGO_PX = 132;

/** The logo on a white rounded tile (logos are drawn for light backgrounds), never cropped. */
function logo(png: Buffer): Node {
  return {
    type: 'div',
    props: {
      style: {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: OG_LOGO_PX + 24,
        height: OG_LOGO_PX + 24,
        borderRadius: 28,
        backgroundColor: '#ffffff',
        flexShrink: 0,
      },
      children: {
        type: 'img',
        props: {
          src: `data:image/png;base64,${png.toString('base64')}`,
          width: OG_LOGO_PX,
          height: OG_LOGO_PX,
          style: { objectFit: 'contain', borderRadius: 16 },
        },
      },
    },
  };
}

/**
 * The store's link preview (docs/API.md §6 "Sharing"): the name, "N produtos · Peça
 * pelo WhatsApp", the logo and up to four products with their prices, on the store's cover colour. Drawn
 * with satori (layout and text to SVG paths with the shipped font, ~30 ms on the event loop) and
 * rasterised by resvg on libuv's thread pool (`renderAsync`): no browser, no network, no system
 * fonts. Cached and bounded in concurrency by the caller (`ShareService`).
 *
 * @returns a 1200×630 PNG.
 */
export async function renderOgImage(input: OgImageInput): Promise<Buffer> {
  const background = input.coverColor ?? DEFAULT_BRAND_COLOR;
  const foreground = readableTextColor(background);
  const items = input.items.slice(0, 4);
  const tree = el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      width: OG_IMAGE_SIZE.width,
      height: OG_IMAGE_SIZE.height,
      padding: 64,
      backgroundColor: background,
      color: foreground,
      fontFamily: 'Inter',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 36 }, [
        ...(input.logoPng ? [logo(input.logoPng)] : []),
        el('div', { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }, [
          el(
            'div',
            { fontSize: 68, fontWeight: 700, lineHeight: 1.1, maxHeight: 150, overflow: 'hidden' },
            drawableText(input.storeName) || 'Catálogo',
          ),
          el(
            'div',
            { fontSize: 34, marginTop: 16, opacity: 0.9 },
            catalogueSummary(input.productCount),
          ),
        ]),
      ]),
      el(
        'div',
        { display: 'flex', gap: 24 },
        items.map((item) => card(drawableText(item.name), priceLabel(item.priceCents))),
      ),
    ],
  );
  const svg = await satori(
    // satori's parameter is typed as a React node; this tree is that shape without React.
    tree as unknown as Parameters<typeof satori>[0],
    {
      ...OG_IMAGE_SIZE,
      fonts: [
        { name: 'Inter', data: fontData(400), weight: 400, style: 'normal' },
        { name: 'Inter', data: fontData(700), weight: 700, style: 'normal' },
      ],
    },
  );
  // Rasterised on libuv's thread pool, off the event loop (satori's layout above runs on it).
  const png = await renderAsync(svg, { fitTo: { mode: 'original' } });
  return png.asPng();
}
