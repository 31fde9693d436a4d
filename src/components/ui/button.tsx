import { cn } from "@lib/cn.ts";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

export const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
        secondary: "border border-border bg-background text-foreground hover:bg-muted",
        inverse: "bg-white text-ink hover:bg-on-ink",
        ghost: "text-foreground hover:bg-muted",
        /** For what cannot be undone (erasing, removing someone). */
        danger: "border border-destructive text-destructive hover:bg-muted",
        "ghost-inverse": "text-white hover:bg-white/10",
      },
      size: {
        sm: "h-9 px-4 text-sm",
        md: "h-11 px-5 text-sm",
        lg: "h-12 px-6 text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, ...props }: React.ComponentProps<"button"> & ButtonVariants) {
  return <button data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export function ButtonLink({ className, variant, size, ...props }: React.ComponentProps<"a"> & ButtonVariants) {
  return <a data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
