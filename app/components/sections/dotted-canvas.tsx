import { useEffect, useRef } from "react";

/** SPEC §9: grid spacing 25 px, dot radius 1, opacity 0.4 to 0.5, mouse influence radius 150 px. */
const spacing = 25;
const radius = 1;
const baseOpacity = 0.4;
const peakOpacity = 0.5;
const influence = 150;

/**
 * The hero's dotted backdrop: a grid of dots that swell and brighten around the pointer. Loaded after first
 * paint, drawn only while on screen, and static when the visitor prefers reduced motion.
 */
export default function DottedCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const pointer = { x: -10_000, y: -10_000 };
    let frame = 0;
    let visible = true;
    let width = 0;
    let height = 0;

    const draw = () => {
      frame = 0;
      context.clearRect(0, 0, width, height);
      for (let y = spacing / 2; y < height; y += spacing) {
        for (let x = spacing / 2; x < width; x += spacing) {
          const distance = Math.hypot(x - pointer.x, y - pointer.y);
          const near = reduceMotion.matches ? 0 : Math.max(0, 1 - distance / influence);
          context.globalAlpha = baseOpacity + (peakOpacity - baseOpacity) * near;
          context.beginPath();
          context.arc(x, y, radius + near * 1.5, 0, Math.PI * 2);
          context.fill();
        }
      }
      drawn = true;
      canvas.dataset.frames = String(Number(canvas.dataset.frames ?? 0) + 1);
    };
    let drawn = false;
    /** A still picture under reduced motion: redrawn only when the canvas changes size. */
    const schedule = (force = false) => {
      if (reduceMotion.matches && drawn && !force) return;
      if (!frame && visible) frame = requestAnimationFrame(draw);
    };
    /**
     * Sized from a ResizeObserver, which reports the canvas's box once the browser has laid the page out anyway:
     * reading its size in the effect would force a layout of the whole page in the task that hydrates it.
     */
    const resizer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = entry.contentRect.width;
      height = entry.contentRect.height;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.fillStyle = getComputedStyle(canvas).color;
      schedule(true);
    });
    const onPointerMove = (event: PointerEvent) => {
      if (reduceMotion.matches) return;
      const rect = canvas.getBoundingClientRect();
      pointer.x = event.clientX - rect.left;
      pointer.y = event.clientY - rect.top;
      schedule();
    };
    const onPointerLeave = () => {
      pointer.x = -10_000;
      pointer.y = -10_000;
      schedule();
    };
    const observer = new IntersectionObserver(([entry]) => {
      visible = Boolean(entry?.isIntersecting);
      canvas.dataset.paused = String(!visible);
      if (visible) schedule();
    });
    const host = canvas.closest("section") ?? canvas;

    resizer.observe(canvas);
    observer.observe(canvas);
    host.addEventListener("pointermove", onPointerMove);
    host.addEventListener("pointerleave", onPointerLeave);
    const onMotionChange = () => schedule(true);
    reduceMotion.addEventListener("change", onMotionChange);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      resizer.disconnect();
      host.removeEventListener("pointermove", onPointerMove);
      host.removeEventListener("pointerleave", onPointerLeave);
      reduceMotion.removeEventListener("change", onMotionChange);
    };
  }, []);

  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <canvas
        ref={canvasRef}
        data-slot="dotted-canvas"
        className="size-full text-on-ink-muted [mask-image:radial-gradient(ellipse_at_70%_40%,black,transparent_75%)]"
      />
    </div>
  );
}
