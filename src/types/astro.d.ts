// The types of `astro:content` and the other virtual modules, written by `astro sync` (run by `npm run typecheck`).
/// <reference path="../../.astro/types.d.ts" />
