import { pino } from "pino";

// Field values are typed as scalars so a message body or address cannot be logged by accident.
export type LogValue = string | number | boolean | null | undefined;
export type LogFields = Record<string, LogValue>;
export type LogLevel = "info" | "warn" | "error";

export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

/** Receives each event as one line of JSON (without the newline). */
export type LogSink = (level: LogLevel, line: string) => void;

/** One JSON line per event on stdout, or to `sink`: {"level","time","pid","hostname","msg",...fields}. */
export function createLogger(sink?: LogSink): Logger {
  let level: LogLevel = "info";
  const destination = sink
    ? { write: (line: string) => sink(level, line.trimEnd()) }
    : pino.destination({ dest: 1, sync: true });
  const logger = pino(
    {
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  // pino writes synchronously, so `level` is still this event's when the sink runs.
  const at =
    (chosen: LogLevel) =>
    (event: string, fields: LogFields = {}) => {
      level = chosen;
      logger[chosen](fields, event);
    };
  return { info: at("info"), warn: at("warn"), error: at("error") };
}

export function describeError(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const code = typeof e?.code === "string" ? e.code : undefined;
  const responseCode = typeof e?.responseCode === "number" ? e.responseCode : undefined;
  const message = typeof e?.message === "string" ? e.message : String(error);
  const text = [code, responseCode, message].filter((part) => part !== undefined).join(" ");
  // Mail servers quote addresses in their replies; keep them out of logs.
  return text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, "<address>").slice(0, 300);
}
