export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The choices as [value, text], in the order shown. */
  options: [string, string][];
  /** The text of a first choice that filters nothing (value ""); left out, there is none. */
  any?: string;
}

/** A labelled choice of a list's filters: a status, a payment state, a category. */
export function SelectField(props: SelectFieldProps) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.any === undefined ? null : <option value="">{props.any}</option>}
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
