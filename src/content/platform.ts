import { readCollection, readSingleton } from "./files.ts";
import { buildingBlock, platformOverviewCopy, platformSubPage } from "./schema.ts";

const overview = readSingleton("platform-overview", platformOverviewCopy);

/** The /platform page: the whole platform in three layers, plus what makes it safe to run. */
export const platformOverview = { ...overview.overview, slug: "platform" };
/** The platform pages (platform/), in menu order. */
export const platformPages = readCollection("platform", platformSubPage);
/** The building blocks (building-blocks/) that the capability blocks are assembled from. */
export const buildingBlocks = readCollection("building-blocks", buildingBlock);
export const { capabilityBlocks, diagramSuites, buildingBlocksSection } = overview;
