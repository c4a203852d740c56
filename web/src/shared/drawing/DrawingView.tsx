import { type DrawItem, type Drawing, PAINT, parseDrawing, parsePoints } from '@school/machines';
import { useState } from 'react';
import { t } from '../i18n/zh-CN';
import './drawing.css';
import { rotatedBox, shownSize } from './rotatedBox';

/** One shape of a saved drawing as SVG (the viewed report shows the drawing again). */
export function ShapeView({ item, selected = false }: { item: DrawItem; selected?: boolean }) {
  const stroke = { stroke: PAINT.penColor, strokeWidth: PAINT.penWidth, fill: 'none' };
  const extra = selected ? { strokeDasharray: '4 2' } : {};
  switch (item.name) {
    case 'rect':
      return (
        <rect
          x={Math.min(item.x, item.x + (item.w ?? 0))}
          y={Math.min(item.y, item.y + (item.h ?? 0))}
          width={Math.abs(item.w ?? 0)}
          height={Math.abs(item.h ?? 0)}
          {...stroke}
          {...extra}
        />
      );
    case 'ellipse':
      return (
        <ellipse
          cx={item.x + (item.w ?? 0) / 2}
          cy={item.y + (item.h ?? 0) / 2}
          rx={Math.abs(item.w ?? 0) / 2}
          ry={Math.abs(item.h ?? 0) / 2}
          {...stroke}
          {...extra}
        />
      );
    case 'arrow':
      return (
        <line
          x1={item.x}
          y1={item.y}
          x2={item.ox ?? item.x}
          y2={item.oy ?? item.y}
          markerEnd="url(#grading-arrow-head)"
          {...stroke}
          {...extra}
        />
      );
    case 'line':
      return (
        <polyline
          points={parsePoints(item.points ?? '')
            .map((p) => `${p.x},${p.y}`)
            .join(' ')}
          strokeLinecap="round"
          strokeLinejoin="round"
          {...stroke}
          {...extra}
        />
      );
    case 'text':
      return (
        <text
          x={item.x}
          y={item.y}
          fill={PAINT.penColor}
          style={{ font: PAINT.font }}
          dominantBaseline="hanging"
        >
          {item.text}
        </text>
      );
    default:
      return null;
  }
}

export function ArrowHeadDef() {
  return (
    <defs>
      <marker id="grading-arrow-head" markerWidth="8" markerHeight="8" refX="6" refY="4" orient="auto">
        <path d="M0,0 L8,4 L0,8 z" fill={PAINT.penColor} />
      </marker>
    </defs>
  );
}

/** An answer image with its drawing over it, rotated as saved. */
export function DrawingView({ url, draw, alt }: { url: string; draw: string; alt: string }) {
  const drawing: Drawing | undefined = draw ? parseDrawing(draw) : undefined;
  const rotate = drawing?.bg[0]?.rotate ?? 0;
  // Shapes are in the image's own pixels: the layer takes its natural size as its viewBox.
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  // A turned image's holder takes the turned bounds, so it covers nothing around it.
  const shown = size ? shownSize(size) : null;
  const box = shown && rotate ? rotatedBox(shown, rotate) : null;
  const figure = (
    <figure
      className="drawing-view"
      style={
        box && shown
          ? {
              position: 'absolute',
              left: (box.w - shown.w) / 2,
              top: (box.h - shown.h) / 2,
              transform: `rotate(${rotate}deg)`,
            }
          : rotate
            ? { transform: `rotate(${rotate}deg)` }
            : undefined
      }
    >
      <img
        src={url}
        alt={alt}
        onLoad={(e) => setSize({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })}
      />
      {drawing && drawing.draw.length > 0 && size && (
        <svg
          className="drawing-view__layer"
          aria-label={t('annotation')}
          role="img"
          viewBox={`0 0 ${size.w} ${size.h}`}
          preserveAspectRatio="none"
        >
          <ArrowHeadDef />
          {drawing.draw.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: shapes have no identity beyond their order
            <ShapeView key={i} item={item} />
          ))}
        </svg>
      )}
    </figure>
  );
  if (!box) return figure;
  return (
    <div
      className="drawing-view__turned"
      data-testid="turned-drawing"
      style={{ width: box.w, height: box.h }}
    >
      {figure}
    </div>
  );
}
