import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not resolve conflicts between utilities (no tailwind-merge, to keep the first
 * page's JavaScript small), so components take variants and flags rather than overriding classes.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
