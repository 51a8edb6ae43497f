import { px, py } from './card-geometry';

/** The circle the PDF draws the logo in: centre (left + 4.3, 6) mm, radius 4.1 mm. */
const CIRCLE = { dx: 4.3, cy: 6, r: 4.1 };
/** The logo fits a square 1.5 radii wide, as on the PDF. */
const SIDE = CIRCLE.r * 1.5;

/** The school's logo in the header's circle (signed link from GET /settings/school). */
export function CardLogo({ url, left }: { url: string; left: number }) {
  return (
    <img
      src={url}
      alt=""
      style={{
        position: 'absolute',
        left: px(left + CIRCLE.dx - SIDE / 2),
        top: py(CIRCLE.cy) - px(SIDE) / 2,
        width: px(SIDE),
        height: px(SIDE),
        objectFit: 'contain',
      }}
    />
  );
}
