import { useEffect, useRef } from 'react';
import { useReducedMotion } from '../hooks/use-reduced-motion';

/** Never more than 100 particles. */
export const PARTICLE_CAP = 100;
/** One particle per this many square CSS pixels, so phones draw far fewer. */
const AREA_PER_PARTICLE = 14_000;

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

function spawn(width: number, height: number): Particle[] {
  const count = Math.min(PARTICLE_CAP, Math.round((width * height) / AREA_PER_PARTICLE));
  return Array.from({ length: count }, () => ({
    x: Math.random() * width,
    y: Math.random() * height,
    vx: (Math.random() - 0.5) * 0.25,
    vy: (Math.random() - 0.5) * 0.25,
    r: 0.6 + Math.random() * 1.2,
  }));
}

/**
 * A full-screen canvas of slowly drifting dots behind the landing page. Decorative: no pointer
 * events, hidden from assistive tech, off for reduced motion, stopped while the tab is hidden.
 * Each frame moves the dots and fills them as a single path (no per-pair work).
 */
export function ParticleBackground() {
  const reducedMotion = useReducedMotion();
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (reducedMotion || !canvas || typeof requestAnimationFrame !== 'function') return;
    if (/jsdom/i.test(navigator.userAgent)) return; // no canvas there
    const ctx = canvas.getContext('2d');
    if (!ctx) return;

    let width = 0;
    let height = 0;
    let particles: Particle[] = [];
    const resize = () => {
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      width = window.innerWidth;
      height = window.innerHeight;
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.fillStyle = 'rgb(169 156 255 / 0.45)';
      particles = spawn(width, height);
    };

    let frame = 0;
    const draw = () => {
      ctx.clearRect(0, 0, width, height);
      ctx.beginPath();
      for (const p of particles) {
        p.x = (p.x + p.vx + width) % width;
        p.y = (p.y + p.vy + height) % height;
        ctx.moveTo(p.x + p.r, p.y);
        ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
      }
      ctx.fill();
      frame = requestAnimationFrame(draw);
    };
    const start = () => {
      if (!frame && !document.hidden) frame = requestAnimationFrame(draw);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };
    const onVisibility = () => (document.hidden ? stop() : start());

    resize();
    start();
    window.addEventListener('resize', resize);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [reducedMotion]);

  if (reducedMotion) return null;
  return (
    <canvas
      ref={canvasRef}
      aria-hidden
      data-testid="particle-background"
      className="pointer-events-none fixed inset-0 -z-20 size-full"
    />
  );
}
