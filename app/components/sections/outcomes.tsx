import { useEffect, useRef, useState } from "react";
import { Section, SectionHeader } from "~/components/sections/section";

type Outcome = { value: number; suffix: string; label: string };

/** Counts from 0 to `value` over `duration` ms once on screen (SPEC §9: 2000 ms); shows the value at once under reduced motion. */
export function CountUp({ value, suffix, duration = 2000 }: { value: number; suffix: string; duration?: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    setShown(0);
    let frame = 0;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const step = (now: number) => {
        const t = Math.min(1, (now - start) / duration);
        setShown(Math.round(value * (1 - (1 - t) ** 3)));
        if (t < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, duration]);
  return (
    <span ref={ref}>
      {shown}
      {suffix}
    </span>
  );
}

/** The outcomes band of the home page; shown only when its content flag is on. */
export function Outcomes({ heading, items }: { heading: string; items: Outcome[] }) {
  return (
    <Section id="outcomes" tone="muted" spacing="compact">
      <SectionHeader heading={heading} align="center" />
      <dl className="mt-8 grid gap-6 text-center sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.label}>
            <dt className="text-muted-foreground">{item.label}</dt>
            <dd className="order-first font-bold text-5xl text-primary">
              <CountUp value={item.value} suffix={item.suffix} />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
