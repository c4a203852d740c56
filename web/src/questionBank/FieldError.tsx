/** A field's message from the form rules, read by screen readers with the field. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <small id={id} className="form-field__error question-form__error" role="alert">
      {message}
    </small>
  );
}
