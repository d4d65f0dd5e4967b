import { describe, expect, it } from "vitest";
import { nginxConfig } from "./servers.ts";

describe("nginxConfig", () => {
  it("keeps every file nginx writes in its own folder and serves pages like our server", () => {
    const config = nginxConfig({
      root: "/site/client",
      port: 8123,
      dir: "/tmp/n",
      gzip: "static",
      runAsRoot: false,
    });
    expect(config).toContain("daemon off;");
    expect(config).toContain("pid /tmp/n/nginx.pid;");
    expect(config).toContain("access_log /tmp/n/access.log;");
    expect(config).toContain("listen 127.0.0.1:8123;");
    expect(config).toContain("try_files $uri $uri/index.html =404;");
    expect(config).toContain("gzip_static on;");
    expect(config).not.toContain("user root");
  });
});
