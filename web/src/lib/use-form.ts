/**
 * Form state for text fields: values, per-field problems, and editing a field clears its problem. Problems are worded
 * in the language of the moment, so switching the app's language clears them (the next Submit words them again).
 */
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { language, useStore } from '../i18n/index.ts';

export type FormProblems<T> = Partial<Record<keyof T, string>>;

/** Runs `reset` when the app's language is switched (a problem worded before it would stay in the other language). */
export function useLanguageSwitch(reset: () => void): void {
  const shownIn = useStore(language);
  const wordedIn = useRef(shownIn);
  useEffect(() => {
    if (wordedIn.current === shownIn) return;
    wordedIn.current = shownIn;
    reset();
  }, [shownIn, reset]);
}

export function useForm<T extends { [K in keyof T]: string }>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [problems, setProblems] = useState<FormProblems<T>>({});
  useLanguageSwitch(() => setProblems({}));
  const clearProblem = (name: keyof T) =>
    setProblems((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      clearProblem(name);
    },
  });
  const reset = (next: T = initial) => {
    setValues(next);
    setProblems({});
  };
  return { values, setValues, problems, setProblems, field, reset, clearProblem };
}

/** Maps the server's per-field messages (API field names) onto the form's fields. */
export function mapServerProblems<T>(serverProblems: Record<string, string>, fieldOf: Record<string, keyof T>): FormProblems<T> {
  const mapped: FormProblems<T> = {};
  for (const [apiField, message] of Object.entries(serverProblems)) {
    const field = fieldOf[apiField];
    if (field !== undefined) mapped[field] = message;
  }
  return mapped;
}
