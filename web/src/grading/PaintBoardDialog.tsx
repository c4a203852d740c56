import {
  type DrawItem,
  drawingOf,
  formatPoints,
  frameOf,
  PAINT,
  PAINT_MESSAGES,
  PAINT_TOOLS,
  type PaintTool,
  paintBoard,
  paintBoardInput,
} from '@school/machines';
import { useMachine } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { type CanvasPath, ReactSketchCanvas, type ReactSketchCanvasRef } from 'react-sketch-canvas';
import { ArrowHeadDef, ShapeView } from '../shared/drawing/DrawingView';
import './paintBoard.css';
import { t as tr } from './i18n/zh-CN';

const TOOL_LABELS: Record<PaintTool, { label: string; icon: string }> = {
  pen: { label: tr('pen'), icon: 'pi pi-pencil' },
  rect: { label: tr('rectangle'), icon: 'pi pi-stop' },
  ellipse: { label: tr('ellipse'), icon: 'pi pi-circle' },
  arrow: { label: tr('arrow'), icon: 'pi pi-arrow-up-right' },
  text: { label: tr('text2'), icon: 'pi pi-language' },
};

/** The stage's largest display size (the image is scaled down to fit, never up). */
const STAGE = { width: 860, height: 520 };
const stageHeight = () => Math.max(240, Math.min(STAGE.height, window.innerHeight - 300));

type Point = { x: number; y: number };

/** Calls `f` at most once per `ms` (spec: arrow navigation throttled 800 ms). */
function useThrottle(ms: number) {
  const last = useRef(0);
  return (f: () => void) => {
    const now = Date.now();
    if (now - last.current < ms) return;
    last.current = now;
    f();
  };
}

/** The stage width, read again 400 ms after the window stops resizing (spec section 9). */
function useStageWidth() {
  const [width, setWidth] = useState(() => Math.min(STAGE.width, window.innerWidth - 120));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => setWidth(Math.min(STAGE.width, window.innerWidth - 120)),
        PAINT.resizeDebounceMs,
      );
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}

function shapeFrom(tool: PaintTool, a: Point, b: Point): DrawItem | null {
  switch (tool) {
    case 'rect':
    case 'ellipse':
      return {
        name: tool,
        x: Math.round(a.x),
        y: Math.round(a.y),
        w: Math.round(b.x - a.x),
        h: Math.round(b.y - a.y),
      };
    case 'arrow':
      return {
        name: 'arrow',
        x: Math.round(a.x),
        y: Math.round(a.y),
        ox: Math.round(b.x),
        oy: Math.round(b.y),
      };
    default:
      return null;
  }
}

/** One image's board: the machine, the stage and the tools. */
function Board({
  image,
  onDone,
  onCancel,
  onMove,
  position,
}: {
  image: { url: string; draw: string };
  onDone: (draw: string) => void;
  onCancel: () => void;
  onMove: ((by: 1 | -1, draw: string) => void) | undefined;
  position: string;
}) {
  const [snapshot, send] = useMachine(paintBoard, { input: paintBoardInput(image.draw) });
  const { context } = snapshot;
  const [natural, setNatural] = useState<{ w: number; h: number } | null>(null);
  const [broken, setBroken] = useState(false);
  const [stageError, setStageError] = useState<string | null>(null);
  const [drag, setDrag] = useState<{ from: Point; to: Point } | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const sketch = useRef<ReactSketchCanvasRef>(null);
  const textInput = useRef<HTMLInputElement>(null);
  const stageWidth = useStageWidth();
  const throttle = useThrottle(PAINT.arrowThrottleMs);

  const turned = context.rotation % 180 !== 0;
  const scale = natural
    ? Math.min(
        1,
        stageWidth / (turned ? natural.h : natural.w),
        stageHeight() / (turned ? natural.w : natural.h),
      )
    : 1;
  const shown = natural ? { w: natural.w * scale, h: natural.h * scale } : { w: 0, h: 0 };
  const box = turned ? { w: shown.h, h: shown.w } : shown;

  /** A point of the (unrotated) box's screen space, in the image's own pixels. */
  const toImage = (clientX: number, clientY: number): Point => {
    const rect = stage.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    const dx = clientX - (rect.left + rect.width / 2);
    const dy = clientY - (rect.top + rect.height / 2);
    const t = (-context.rotation * Math.PI) / 180;
    const u = dx * Math.cos(t) - dy * Math.sin(t);
    const v = dx * Math.sin(t) + dy * Math.cos(t);
    return { x: (u + shown.w / 2) / scale, y: (v + shown.h / 2) / scale };
  };

  const isEditing = snapshot.matches('editing');
  useEffect(() => {
    if (!isEditing) return;
    const timer = setTimeout(() => textInput.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [isEditing]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (snapshot.matches('editing')) return;
      if (e.key === 'Backspace' || e.key === 'Delete') {
        e.preventDefault();
        send({ type: 'paint.delete' });
      }
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        send({ type: 'paint.escape' });
      }
      if (onMove && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) {
        e.preventDefault();
        throttle(() => onMove(e.key === 'ArrowLeft' ? -1 : 1, drawingOf(context)));
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [snapshot, send, onMove, throttle, context]);

  const pointerDown = (e: ReactPointerEvent) => {
    // The press must not take focus away from the text being placed.
    e.preventDefault();
    const at = toImage(e.clientX, e.clientY);
    if (context.tool === 'text')
      return send({ type: 'paint.placeText', x: Math.round(at.x), y: Math.round(at.y) });
    if (context.tool && context.tool !== 'pen') {
      (e.target as Element).setPointerCapture?.(e.pointerId);
      setDrag({ from: at, to: at });
      return;
    }
    if (!context.tool) send({ type: 'paint.select', index: null });
  };
  const pointerMove = (e: ReactPointerEvent) => {
    if (!drag) return;
    const at = toImage(e.clientX, e.clientY);
    if (context.tool) return setDrag({ ...drag, to: at });
    send({ type: 'paint.move', dx: Math.round(at.x - drag.to.x), dy: Math.round(at.y - drag.to.y) });
    setDrag({
      from: drag.from,
      to: { x: drag.to.x + Math.round(at.x - drag.to.x), y: drag.to.y + Math.round(at.y - drag.to.y) },
    });
  };
  const pointerUp = () => {
    if (drag && context.tool) {
      const item = shapeFrom(context.tool, drag.from, drag.to);
      if (item) send({ type: 'paint.draw', item });
    }
    setDrag(null);
  };
  const penStroke = (path: CanvasPath) => {
    // react-sketch-canvas also reports the stroke as it starts (one point): only finished strokes count.
    if (path.paths.length < 2) return;
    const rect = stage.current?.getBoundingClientRect();
    if (!rect) return;
    const points = path.paths.map((p) => toImage(rect.left + p.x, rect.top + p.y));
    send({
      type: 'paint.draw',
      item: { name: 'line', x: points[0]?.x ?? 0, y: points[0]?.y ?? 0, points: formatPoints(points) },
    });
    sketch.current?.clearCanvas();
  };

  const preview = drag && context.tool ? shapeFrom(context.tool, drag.from, drag.to) : null;
  const selected = context.selected !== null ? context.items[context.selected] : undefined;
  const editing = context.editing !== null ? context.items[context.editing] : undefined;
  const diagnostics = [!image.url || broken ? PAINT_MESSAGES.imageDataEmpty : null, stageError].filter(
    (m): m is string => m !== null,
  );

  return (
    <div className="paint-board">
      <div className="paint-board__toolbar" role="toolbar" aria-label={tr('annotationTools')}>
        {PAINT_TOOLS.map((tool) => (
          <Button
            key={tool}
            type="button"
            size="small"
            icon={TOOL_LABELS[tool].icon}
            label={TOOL_LABELS[tool].label}
            outlined={context.tool !== tool}
            aria-pressed={context.tool === tool}
            onClick={() => send({ type: 'paint.tool', tool })}
          />
        ))}
        <Button
          type="button"
          size="small"
          text
          icon="pi pi-replay"
          label={tr('rotateLeft')}
          onClick={() => send({ type: 'paint.rotate', by: -1 })}
        />
        <Button
          type="button"
          size="small"
          text
          icon="pi pi-refresh"
          label={tr('rotateRight')}
          onClick={() => send({ type: 'paint.rotate', by: 1 })}
        />
        <Button
          type="button"
          size="small"
          text
          severity="danger"
          icon="pi pi-trash"
          label={tr('deleteSelected')}
          disabled={!snapshot.can({ type: 'paint.delete' })}
          onClick={() => send({ type: 'paint.delete' })}
        />
        <span className="paint-board__position">{position}</span>
      </div>
      {diagnostics.map((m) => (
        <Message key={m} severity="warn" text={m} />
      ))}
      <div className="paint-board__stage-wrap" style={{ width: stageWidth, height: stageHeight() }}>
        <div
          ref={stage}
          className={`paint-board__stage${context.tool ? ` paint-board__stage--${context.tool}` : ''}`}
          style={{ width: box.w, height: box.h }}
        >
          <div
            className="paint-board__figure"
            style={{
              width: shown.w,
              height: shown.h,
              transform: `translate(-50%, -50%) rotate(${context.rotation}deg)`,
            }}
          >
            <img
              src={image.url}
              alt={tr('answerImages')}
              draggable={false}
              onLoad={(e) =>
                setNatural({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })
              }
              onError={() => setBroken(true)}
            />
            {natural && (
              <svg
                className="paint-board__layer"
                aria-label={tr('annotationBoard')}
                role="img"
                viewBox={`0 0 ${natural.w} ${natural.h}`}
                preserveAspectRatio="none"
                onPointerDown={pointerDown}
                onMouseDown={(e) => e.preventDefault()}
                onPointerMove={pointerMove}
                onPointerUp={pointerUp}
              >
                <ArrowHeadDef />
                <rect x={0} y={0} width={natural.w} height={natural.h} fill="transparent" />
                {context.items.map((item, i) => (
                  // biome-ignore lint/a11y/noStaticElementInteractions: shapes are chosen by pointer; Backspace and Escape act on the selection
                  <g
                    // biome-ignore lint/suspicious/noArrayIndexKey: shapes have no identity beyond their order
                    key={i}
                    className="paint-board__shape"
                    onPointerDown={(e) => {
                      if (context.tool) return;
                      e.stopPropagation();
                      send({ type: 'paint.select', index: i });
                      const at = toImage(e.clientX, e.clientY);
                      (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
                      setDrag({ from: at, to: at });
                    }}
                    onDoubleClick={() => send({ type: 'paint.editText', index: i })}
                  >
                    {i !== context.editing && <ShapeView item={item} selected={i === context.selected} />}
                  </g>
                ))}
                {preview && <ShapeView item={preview} />}
                {selected && (
                  <g className="paint-board__frame">
                    {(() => {
                      const f = frameOf(selected);
                      return (
                        <>
                          <rect x={f.x - 4} y={f.y - 4} width={f.w + 8} height={f.h + 8} />
                          {f.controls.map((c) => (
                            <rect
                              key={`${c.x},${c.y}`}
                              className="paint-board__control"
                              x={c.x - 6}
                              y={c.y - 6}
                              width={12}
                              height={12}
                            />
                          ))}
                        </>
                      );
                    })()}
                  </g>
                )}
              </svg>
            )}
            {editing && (
              <input
                ref={textInput}
                className="paint-board__text-input"
                aria-label={tr('annotationText')}
                style={{ left: editing.x * scale, top: editing.y * scale, font: PAINT.font }}
                value={editing.text ?? ''}
                onChange={(e) => send({ type: 'paint.typeText', text: e.target.value })}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') send({ type: 'paint.commitText' });
                  if (e.key === 'Escape') {
                    e.preventDefault();
                    e.stopPropagation();
                    send({ type: 'paint.escape' });
                  }
                }}
                onBlur={() => send({ type: 'paint.commitText' })}
              />
            )}
          </div>
          {context.tool === 'pen' && (
            <ReactSketchCanvas
              ref={sketch}
              className="paint-board__pen"
              width={`${box.w}px`}
              height={`${box.h}px`}
              strokeColor={PAINT.penColor}
              strokeWidth={PAINT.penWidth}
              canvasColor="transparent"
              style={{ border: 'none' }}
              onStroke={(path, isEraser) => {
                if (!isEraser) penStroke(path);
              }}
            />
          )}
        </div>
      </div>
      <div className="paint-board__footer">
        <Button type="button" label={tr('cancel')} text onClick={onCancel} />
        <Button
          type="button"
          label={tr('saveAnnotations')}
          icon="pi pi-check"
          onClick={() => {
            if (!stage.current) return setStageError(PAINT_MESSAGES.stageEmpty);
            onDone(drawingOf(context));
          }}
        />
      </div>
    </div>
  );
}

/**
 * The paint board dialog on a question's answer images (loaded lazily with react-sketch-canvas):
 * ← and → move between images (throttled), each image's drawing saved in the section 3 format.
 */
export default function PaintBoardDialog({
  images,
  index,
  onCancel,
  onSave,
}: {
  images: { url: string; draw: string }[];
  index: number;
  onCancel: () => void;
  onSave: (images: { url: string; draw: string }[]) => void;
}) {
  const [at, setAt] = useState(index);
  const [drawn, setDrawn] = useState(images);
  const image = drawn[at];
  return (
    <Dialog
      header={tr('annotate')}
      visible
      onHide={onCancel}
      style={{ width: 'min(960px, 96vw)' }}
      closeOnEscape={false}
    >
      {image ? (
        <Board
          key={at}
          image={image}
          position={`${at + 1} / ${drawn.length}`}
          onCancel={onCancel}
          onDone={(draw) => onSave(drawn.map((img, i) => (i === at ? { ...img, draw } : img)))}
          onMove={
            drawn.length > 1
              ? (by, draw) => {
                  setDrawn(drawn.map((img, i) => (i === at ? { ...img, draw } : img)));
                  setAt((at + by + drawn.length) % drawn.length);
                }
              : undefined
          }
        />
      ) : (
        <Message severity="warn" text={PAINT_MESSAGES.imageIndexOutOfRange} />
      )}
    </Dialog>
  );
}
