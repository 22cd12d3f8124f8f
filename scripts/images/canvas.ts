import type { Rgb } from "./color-tokens.ts";
import { encodePng } from "./encode-png.ts";

/** Signed distance in pixels from a point to a shape's edge: negative inside. */
export type Distance = (x: number, y: number) => number;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Flat vector art rasterised in plain TypeScript: shapes are signed-distance
 * functions, and a pixel's coverage (0.5 - distance, clamped) gives smooth
 * edges without supersampling. Enough for our geometric mark and pattern.
 */
export class Canvas {
  readonly width: number;
  readonly height: number;
  readonly pixels: Float32Array;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.pixels = new Float32Array(width * height * 4);
  }

  /** Paints every pixel with a colour computed from its position. */
  paint(color: (x: number, y: number) => Rgb) {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const rgb = color(x + 0.5, y + 0.5);
        const i = (y * this.width + x) * 4;
        this.pixels[i] = rgb[0];
        this.pixels[i + 1] = rgb[1];
        this.pixels[i + 2] = rgb[2];
        this.pixels[i + 3] = 255;
      }
    }
  }

  fill(distance: Distance, bounds: Box, color: Rgb, opacity = 1) {
    const left = Math.max(0, Math.floor(bounds.left - 1));
    const top = Math.max(0, Math.floor(bounds.top - 1));
    const right = Math.min(this.width, Math.ceil(bounds.right + 1));
    const bottom = Math.min(this.height, Math.ceil(bounds.bottom + 1));
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const coverage = Math.min(1, Math.max(0, 0.5 - distance(x + 0.5, y + 0.5))) * opacity;
        if (coverage <= 0) continue;
        const i = (y * this.width + x) * 4;
        const alpha = (this.pixels[i + 3] ?? 0) / 255;
        const outAlpha = coverage + alpha * (1 - coverage);
        for (let c = 0; c < 3; c++) {
          const below = this.pixels[i + c] ?? 0;
          const paint = color[c] as number;
          this.pixels[i + c] = (paint * coverage + below * alpha * (1 - coverage)) / outAlpha;
        }
        this.pixels[i + 3] = outAlpha * 255;
      }
    }
  }

  toPng(): Buffer {
    const bytes = new Uint8Array(this.pixels.length);
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.round(this.pixels[i] ?? 0);
    return encodePng(this.width, this.height, bytes);
  }
}

export function circle(cx: number, cy: number, radius: number): Distance {
  return (x, y) => length(x - cx, y - cy) - radius;
}

export function roundedRect(box: Box, radius: number): Distance {
  const cx = (box.left + box.right) / 2;
  const cy = (box.top + box.bottom) / 2;
  const hx = (box.right - box.left) / 2 - radius;
  const hy = (box.bottom - box.top) / 2 - radius;
  return (x, y) => {
    const dx = Math.abs(x - cx) - hx;
    const dy = Math.abs(y - cy) - hy;
    return length(Math.max(dx, 0), Math.max(dy, 0)) + Math.min(Math.max(dx, dy), 0) - radius;
  };
}

/** A stroked polyline with round joins and caps. */
export function stroke(points: [number, number][], width: number): Distance {
  return (x, y) => {
    let nearest = Number.POSITIVE_INFINITY;
    for (let i = 0; i < points.length - 1; i++) {
      const [ax, ay] = points[i] as [number, number];
      const [bx, by] = points[i + 1] as [number, number];
      const t = Math.min(
        1,
        Math.max(
          0,
          ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2),
        ),
      );
      nearest = Math.min(nearest, length(x - ax - t * (bx - ax), y - ay - t * (by - ay)));
    }
    return nearest - width / 2;
  };
}

export function intersect(...shapes: Distance[]): Distance {
  return (x, y) => {
    let distance = Number.NEGATIVE_INFINITY;
    for (const shape of shapes) distance = Math.max(distance, shape(x, y));
    return distance;
  };
}

/** The shape turned by `degrees` about (cx, cy). */
export function rotate(shape: Distance, degrees: number, cx: number, cy: number): Distance {
  const radians = (-degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return (x, y) =>
    shape(cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos);
}

/** Math.hypot for two values, without its cost: it runs for every pixel. */
export function length(x: number, y: number): number {
  return Math.sqrt(x * x + y * y);
}
