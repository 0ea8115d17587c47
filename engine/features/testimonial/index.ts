// The testimonial detail dialog (re-exports only).
export { TestimonialDetailDialog, testimonialFields } from './TestimonialDetailDialog';
export type { Testimonial, TestimonialDetailDialogProps } from './TestimonialDetailDialog';
