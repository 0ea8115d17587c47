// The paint QC trailer form (SPEC §2, §3): six readings, the four axle/power-unit serials and comments.
import { PaintQcForm, type PaintQcFormProps } from './PaintQcForm';

export function TrailerForm(props: PaintQcFormProps) {
  return <PaintQcForm {...props} />;
}
