// Generic form messages and labels (spec §5). Messages are English source strings; the
// interface translates them at display time.

/** Shown on its own under an empty required field. */
export const REQUIRED_MESSAGE = 'Required';

/** Default messages, written to follow the field label ("Email is not formatted correctly"). */
export const VALIDATION_MESSAGES = {
  required: 'is required',
  format: 'is not formatted correctly',
  tooShort: 'is too short',
  tooLong: 'is too long',
  tooLow: 'is too low',
  tooHigh: 'is too high',
  invalid: 'is not valid',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** 'label: ' for required fields, 'label (optional): ' otherwise. */
export function fieldLabel(label: string, required: boolean): string {
  return required ? `${label}: ` : `${label} (optional): `;
}
