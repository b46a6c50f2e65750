import type { UseFormRegisterReturn } from "react-hook-form";

export interface RadioChoiceProps {
  legend: string;
  /** The form's field the choice is: `register(…)`. */
  field: UseFormRegisterReturn;
  /** The choices as [value, text], in the order shown. */
  options: [string, string][];
}

/** A choice of one under its legend, each choice a radio button with its text. */
export function RadioChoice({ legend, field, options }: RadioChoiceProps) {
  return (
    <fieldset className="choice">
      <legend>{legend}</legend>
      {options.map(([value, text]) => (
        <label key={value} className="check">
          <input type="radio" value={value} {...field} /> {text}
        </label>
      ))}
    </fieldset>
  );
}
