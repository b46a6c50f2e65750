import { CX, type Fabric, type Pt, piece, piecePair, type Seg } from "./svg-kit";

/** Parts of a dress that hang off its body: sleeves, a tie belt, a shirt collar. */
export type Sleeve = "strap" | "short" | "puff" | "long";

/** Where a set-in sleeve (short or long) leaves the shoulder, and the curve over its top. */
const SET_IN_START: Pt = [550, 206];
const SET_IN_TOP: Seg = [
  [590, 212],
  [612, 240],
  [622, 275],
];

/** The right sleeve; the left one is its mirror image. */
export function sleeve(kind: Sleeve): { start: Pt; segs: Seg[] } | null {
  switch (kind) {
    case "strap":
      return null;
    case "short":
      return {
        start: SET_IN_START,
        segs: [
          SET_IN_TOP,
          [[642, 352]],
          [
            [618, 366],
            [592, 374],
            [568, 376],
          ],
          [
            [556, 352],
            [548, 336],
            [541, 318],
          ],
        ],
      };
    case "puff":
      return {
        start: [546, 204],
        segs: [
          [
            [604, 192],
            [662, 238],
            [656, 300],
          ],
          [
            [652, 338],
            [634, 362],
            [612, 370],
          ],
          [[572, 374]],
          [
            [560, 352],
            [548, 336],
            [541, 318],
          ],
        ],
      };
    case "long":
      return {
        start: SET_IN_START,
        segs: [
          SET_IN_TOP,
          [[672, 640]],
          [
            [652, 654],
            [624, 660],
            [604, 657],
          ],
          [[560, 362]],
          [
            [553, 346],
            [547, 332],
            [541, 318],
          ],
        ],
      };
  }
}

export function belt(waist: number, f: Fabric): string {
  const band = `M333 ${waist - 15}Q${CX} ${waist - 6} 517 ${waist - 15}L518 ${waist + 15}Q${CX} ${waist + 24} 332 ${waist + 15}Z`;
  const loopR = `M392 ${waist}C420 ${waist - 40} 460 ${waist - 30} 450 ${waist}C444 ${waist + 22} 410 ${waist + 14} 392 ${waist}Z`;
  const loopL = `M392 ${waist}C370 ${waist - 38} 332 ${waist - 28} 340 ${waist + 2}C346 ${waist + 24} 376 ${waist + 14} 392 ${waist}Z`;
  const tails = `M386 ${waist + 6}C376 ${waist + 60} 372 ${waist + 120} 360 ${waist + 170}L378 ${waist + 172}C388 ${waist + 120} 396 ${waist + 60} 398 ${waist + 8}ZM398 ${waist + 8}C410 ${waist + 60} 420 ${waist + 110} 432 ${waist + 150}L414 ${waist + 154}C404 ${waist + 110} 392 ${waist + 60} 386 ${waist + 6}Z`;
  return (
    piece(band, f) +
    piece(tails, f) +
    piece(loopL, f) +
    piece(loopR, f) +
    `<ellipse cx="392" cy="${waist + 2}" rx="12" ry="14" fill="${f.fold}" opacity=".8"/>`
  );
}

export function collar(f: Fabric): string {
  const left: Seg[] = [[[370, 188]], [[350, 200]], [[380, 272]]];
  return piecePair([CX, 240], left, f);
}
