// Field values are typed as scalars so a message body or address cannot be logged by accident.
export type LogValue = string | number | boolean | null | undefined;
export type LogFields = Record<string, LogValue>;
export type LogLevel = "info" | "warn" | "error";

export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

export type LogSink = (level: LogLevel, line: string) => void;

const consoleSink: LogSink = (level, line) => {
  if (level === "info") console.log(line);
  else console.error(line);
};

function format(level: LogLevel, event: string, fields: LogFields = {}): string {
  const parts = [new Date().toISOString(), level, event];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    parts.push(`${key}=${JSON.stringify(value)}`);
  }
  return parts.join(" ");
}

export function createLogger(sink: LogSink = consoleSink): Logger {
  return {
    info: (event, fields) => sink("info", format("info", event, fields)),
    warn: (event, fields) => sink("warn", format("warn", event, fields)),
    error: (event, fields) => sink("error", format("error", event, fields)),
  };
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
