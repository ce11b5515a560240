import { Dialog, type DialogProps } from '../dialog/dialog';

export type SideModalProps = Omit<DialogProps, 'placement'>;

/** A dialog that slides in from the right and takes the page's height (a whole screen on mobile). */
export function SideModal({ size = 'medium', ...props }: SideModalProps) {
  return <Dialog placement="side" size={size} {...props} />;
}
