/**
 * The leaders' portraits: illustrations drawn here in SVG, one style for all (head and shoulders, light from the left,
 * soft shading, a neutral backdrop), 4:5, served as /images/leaders/<slug>.svg (src/pages/images/leaders). They are
 * drawings, not photographs, and their alt text says so. Each look is keyed by the leader's slug in the content (the
 * name of their file in src/content/leaders); a leader with no look yet gets a plain outline.
 */

/** The portrait's size in SVG units, and so its aspect ratio (4:5). */
export const portraitSize = { width: 400, height: 500 } as const;

type Skin = { base: string; shade: string; lip: string };
type Hair = { style: "long" | "bob" | "wavy" | "short" | "crop"; color: string; shade: string };
type Clothing = { style: "blazer" | "suit" | "knit" | "roll-neck"; main: string; under: string };

export type PortraitLook = {
  skin: Skin;
  hair: Hair;
  /** Iris colour. */
  eyes: string;
  clothing: Clothing;
  /** The backdrop's top and bottom colours. */
  backdrop: readonly [string, string];
  beard?: boolean;
  glasses?: boolean;
  earrings?: boolean;
};

const backdrops = {
  stone: ["#efebe5", "#d9d2c8"],
  mist: ["#eceef0", "#d3d8dd"],
  sand: ["#f0ebe3", "#dcd3c5"],
} as const;

/** The looks, by leader slug. */
export const portraitLooks: Record<string, PortraitLook> = {
  "sofia-lindqvist": {
    skin: { base: "#f0d2bd", shade: "#d6a78c", lip: "#c4837a" },
    hair: { style: "long", color: "#d4b07a", shade: "#a88552" },
    eyes: "#56738c",
    clothing: { style: "blazer", main: "#1f2c4a", under: "#f4f1ec" },
    backdrop: backdrops.mist,
    earrings: true,
  },
  "marcus-ebbers": {
    skin: { base: "#e8c1a4", shade: "#c9977a", lip: "#b3776a" },
    hair: { style: "short", color: "#5b4030", shade: "#3c2a1e" },
    eyes: "#4d5b4a",
    clothing: { style: "knit", main: "#3a3f47", under: "#d9e3ee" },
    backdrop: backdrops.stone,
    glasses: true,
  },
  "elena-marchetti": {
    skin: { base: "#d8a883", shade: "#b68160", lip: "#a45c4e" },
    hair: { style: "wavy", color: "#3a251a", shade: "#22150e" },
    eyes: "#4a3224",
    clothing: { style: "blazer", main: "#a98462", under: "#1f1f23" },
    backdrop: backdrops.sand,
    earrings: true,
  },
  "daniel-mensah": {
    skin: { base: "#80533a", shade: "#5e3a27", lip: "#6a3b2e" },
    hair: { style: "crop", color: "#1c1613", shade: "#100c0a" },
    eyes: "#2a1a12",
    clothing: { style: "suit", main: "#26303d", under: "#f5f5f2" },
    backdrop: backdrops.mist,
    beard: true,
  },
  "hannah-cole": {
    skin: { base: "#edcaa9", shade: "#d2a482", lip: "#bd786a" },
    hair: { style: "bob", color: "#221c1c", shade: "#0f0c0c" },
    eyes: "#2f2119",
    clothing: { style: "roll-neck", main: "#2f6b66", under: "#2f6b66" },
    backdrop: backdrops.stone,
  },
};

/** The element given and its mirror image across the portrait's vertical centre line. */
const mirrored = (svg: string) => `${svg}<g transform="matrix(-1 0 0 1 400 0)">${svg}</g>`;

const face =
  "M200 130C247 130 270 166 270 214C270 262 264 296 250 316C236 334 218 342 200 342C182 342 164 334 150 316C136 296 130 262 130 214C130 166 153 130 200 130Z";
const torso = "M-30 500C-30 452 40 424 128 406C150 401 164 394 168 384H232C236 394 250 401 272 406C360 424 430 452 430 500Z";

function hairBack(hair: Hair): string {
  switch (hair.style) {
    case "long":
      return `<path d="M200 122C132 122 114 172 116 244C118 318 106 372 114 424C150 440 250 440 286 424C294 372 282 318 284 244C286 172 268 122 200 122Z" fill="${hair.shade}"/>`;
    case "wavy":
      return `<path d="M200 100C120 100 100 168 104 236C106 290 92 330 104 372C118 404 150 400 166 388C150 360 144 330 146 300H254C256 330 250 360 234 388C250 400 282 404 296 372C308 330 294 290 296 236C300 168 280 100 200 100Z" fill="${hair.shade}"/>`;
    case "bob":
      return `<path d="M200 106C130 106 112 160 114 226C116 280 112 318 120 344C150 356 250 356 280 344C288 318 284 280 286 226C288 160 270 106 200 106Z" fill="${hair.shade}"/>`;
    default:
      return "";
  }
}

/** The hair in front of the face; its main shapes take their colour from the group around them (see portraitSvg). */
function hairFront(hair: Hair): string {
  switch (hair.style) {
    case "long":
      // A side part on the left, the hair falling past the shoulders on both sides.
      return `<path d="M178 112C134 120 124 168 126 228C128 296 120 364 128 424C144 428 156 416 156 392C154 330 148 262 150 214C152 176 162 150 186 136Z"/><path d="M178 112C238 104 276 140 276 214C276 290 284 360 274 424C258 428 246 414 246 390C248 320 258 250 250 204C244 172 224 150 194 146C178 148 160 162 150 178C154 140 166 118 178 112Z"/><path d="M184 120C220 118 250 140 262 184" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="4" stroke-linecap="round"/>`;
    case "wavy":
      // Shoulder-length, a centre part, waves at the sides.
      return `<path d="M200 108C144 108 118 150 120 206C122 250 110 282 118 314C126 346 116 372 132 392C150 384 156 362 150 336C144 306 154 280 148 250C144 214 146 174 166 154C178 144 190 140 200 140Z"/><path d="M200 108C256 108 282 150 280 206C278 250 290 282 282 314C274 346 284 372 268 392C250 384 244 362 250 336C256 306 246 280 252 250C256 214 254 174 234 154C222 144 210 140 200 140Z"/>`;
    case "bob":
      // Chin length, a side-swept fringe.
      return `<path d="M200 106C144 106 118 150 118 214C118 266 114 306 122 340C140 346 152 336 154 320C152 286 150 250 152 218C156 196 170 178 196 168C228 162 256 176 268 198C268 242 266 290 262 322C264 338 274 346 280 340C288 306 282 266 282 214C282 150 256 106 200 106Z"/><path d="M166 130C192 174 238 186 268 198C266 150 240 118 196 116C186 118 174 122 166 130Z"/>`;
    case "short":
      // Short at the sides, a little length on top, parted on the left.
      return `<path d="M128 226C118 164 142 110 204 106C262 106 290 150 272 226L266 228C266 196 258 172 246 160C222 166 186 160 160 146C146 168 138 196 134 228Z"/><path d="M160 146C178 124 212 116 246 124C222 122 196 132 176 154Z" fill="${hair.shade}" opacity=".6"/>`;
    case "crop":
      // Close-cropped, following the head.
      return `<path d="M132 222C126 160 152 118 200 116C248 116 274 160 268 222L262 224C262 196 256 172 246 160C220 150 180 150 154 160C144 172 138 196 138 224Z"/>`;
  }
}

function clothing({ style, main, under }: Clothing): string {
  const body = `<path d="${torso}" fill="${main}"/>`;
  // Shadows along the lapels, drawn darker than the cloth.
  const lapels = (depth: number) =>
    mirrored(
      `<path d="M166 392L200 ${depth}L186 ${depth}L154 410Z" fill="#000" fill-opacity=".22"/><path d="M166 392L200 ${depth}" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>`,
    );
  switch (style) {
    case "blazer":
      return `${body}<path d="M168 384H232L200 470Z" fill="${under}"/>${lapels(470)}`;
    case "suit":
      return `${body}<path d="M168 384H232L200 480Z" fill="${under}"/>${mirrored(`<path d="M170 384L200 404L188 420L166 392Z" fill="${under}"/>`)}${lapels(480)}`;
    case "knit":
      // A crew-neck jumper over a collared shirt.
      return `${body}${mirrored(`<path d="M170 380L200 404L186 414L164 388Z" fill="${under}"/>`)}<path d="M162 392Q200 420 238 392" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="8"/>`;
    case "roll-neck":
      return `${body}<path d="M168 336Q200 350 232 336L238 394Q200 414 162 394Z" fill="${main}"/><path d="M166 360Q200 374 234 360M164 380Q200 396 236 380" fill="none" stroke="#000" stroke-opacity=".16" stroke-width="3" stroke-linecap="round"/>`;
  }
}

function features({ skin, eyes, beard }: PortraitLook, hair: Hair): string {
  const eye = `<path d="M158 226Q170 216 184 225Q171 231 158 226Z" fill="#f3ece6"/><g clip-path="url(#e)"><circle cx="171" cy="225" r="5.4" fill="${eyes}"/><circle cx="171" cy="225" r="2.3" fill="#15110f"/></g><path d="M156 227Q170 214 186 225" fill="none" stroke="#2b211c" stroke-width="2.4" stroke-linecap="round"/><path d="M160 215Q171 208 184 214" fill="none" stroke="${skin.shade}" stroke-width="1.4" stroke-linecap="round"/>`;
  const brow = `<path d="M152 206Q166 196 186 201Q187 205 184 205Q167 202 154 209Z" fill="${hair.style === "long" ? hair.shade : hair.color}"/>`;
  const nose = `<path d="M196 232C195 248 194 258 196 266" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="4" stroke-linecap="round"/><path d="M208 234C210 250 216 262 212 270" fill="none" stroke="${skin.shade}" stroke-width="2.4" stroke-linecap="round"/><path d="M189 272Q194 277 200 276Q206 277 211 272" fill="none" stroke="${skin.shade}" stroke-width="2.4" stroke-linecap="round"/>`;
  const beardPath = beard
    ? `<path d="M134 236C136 292 164 346 200 346C236 346 264 292 266 236C262 268 250 288 236 298C226 286 214 282 200 284C186 282 174 286 164 298C150 288 138 268 134 236Z" fill="${hair.color}" fill-opacity=".9"/>`
    : "";
  const mouth = `<path d="M181 297Q191 290 200 293Q209 290 219 297Q200 300 181 297Z" fill="${skin.lip}"/><path d="M183 298Q200 301 217 298Q211 309 200 309Q189 309 183 298Z" fill="${skin.lip}" fill-opacity=".75"/><path d="M180 297Q200 302 220 297" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="1.4" stroke-linecap="round"/>`;
  return `${mirrored(eye + brow)}${nose}${beardPath}${mouth}`;
}

/** One portrait as a complete SVG document. */
export function portraitSvg(look: PortraitLook): string {
  const { skin, hair, backdrop } = look;
  const { width, height } = portraitSize;
  const defs = `<defs><clipPath id="c"><path d="${face}"/></clipPath><clipPath id="e"><path d="M158 226Q170 216 184 225Q171 231 158 226Z"/></clipPath><linearGradient id="b" x2="0" y2="1"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></linearGradient><radialGradient id="g" cx=".42" cy=".38" r=".55"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><radialGradient id="s" cx=".36" cy=".4" r=".7"><stop offset=".45" stop-color="${skin.shade}" stop-opacity="0"/><stop offset="1" stop-color="${skin.shade}"/></radialGradient><linearGradient id="h" x1=".2" x2=".8" y2="1"><stop offset="0" stop-color="${hair.color}"/><stop offset="1" stop-color="${hair.shade}"/></linearGradient><linearGradient id="l" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".1"/><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient></defs>`;
  const ears = mirrored(
    `<path d="M134 222C120 214 114 232 118 248C122 262 130 268 138 264Z" fill="${skin.base}"/><path d="M130 232C124 236 126 250 132 254" fill="none" stroke="${skin.shade}" stroke-width="2" stroke-linecap="round"/>`,
  );
  const earrings = look.earrings ? mirrored(`<circle cx="128" cy="268" r="4" fill="#c9a45c"/>`) : "";
  const neck = `<path d="M168 296C168 330 166 352 160 372Q200 392 240 372C234 352 232 330 232 296Z" fill="${skin.shade}"/><path d="M168 326Q200 370 232 326V300H168Z" fill="#000" fill-opacity=".14"/>`;
  const glasses = look.glasses
    ? `<g fill="#fff" fill-opacity=".1" stroke="#2a2e35" stroke-width="2.2"><rect x="150" y="210" width="42" height="30" rx="11"/><rect x="208" y="210" width="42" height="30" rx="11"/></g><path d="M192 222Q200 217 208 222M150 219L132 216M250 219L268 216" fill="none" stroke="#2a2e35" stroke-width="2.2"/>`
    : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    defs,
    `<rect width="${width}" height="${height}" fill="url(#b)"/><rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<g transform="matrix(1.2 0 0 1.2 -40 -56)">`,
    hairBack(hair),
    neck,
    `<g transform="translate(0 -20)">${clothing(look.clothing)}<path d="${torso}" fill="url(#l)"/></g>`,
    ears,
    `<path d="${face}" fill="${skin.base}"/><path d="${face}" fill="url(#s)"/><g clip-path="url(#c)"><use href="#f" transform="translate(3 6)" fill="${hair.shade}" opacity=".35"/></g>`,
    features(look, hair),
    `<g fill="url(#h)"><g id="f">${hairFront(hair)}</g></g>`,
    glasses,
    earrings,
    "</g></svg>",
  ].join("");
}

/**
 * A leader added in the content before anyone has drawn them: the figure's outline alone, on the same backdrop, so
 * that their card keeps the team's layout without showing a likeness that is not theirs.
 */
export function placeholderSvg(): string {
  const { width, height } = portraitSize;
  const [top, bottom] = backdrops.stone;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="b" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#b)"/>`,
    `<g transform="matrix(1.2 0 0 1.2 -40 -56)" fill="#fff" opacity=".55"><ellipse cx="200" cy="196" rx="72" ry="86"/><path d="${face}"/><path d="M168 296H232V372H168Z"/><path d="${torso}" transform="translate(0 -20)"/></g>`,
    "</svg>",
  ].join("");
}

/** Whether the leader with this slug has been drawn (if not, portraitFor gives the placeholder). */
export const hasPortrait = (slug: string) => slug in portraitLooks;

/** The portrait of the leader with this slug, or the placeholder while they have no look here. */
export function portraitFor(slug: string): string {
  const look = portraitLooks[slug];
  return look ? portraitSvg(look) : placeholderSvg();
}
