import { describe, expect, it } from "vitest";
import { nginxConfig } from "./servers.ts";

describe("nginxConfig", () => {
  it("keeps every file nginx writes in its own folder and serves pages like our server", () => {
    const config = nginxConfig({
      site: { root: "/site/client", gzip: "static" },
      port: 8123,
      dir: "/tmp/n",
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

  it("balances over the instances, passing the visitor's address on", () => {
    const config = nginxConfig({
      site: { upstreams: [1, 2] },
      port: 8,
      dir: "/n",
      runAsRoot: true,
    });
    expect(config).toContain("server 127.0.0.1:1 max_fails=1 fail_timeout=2s;");
    expect(config).toContain("server 127.0.0.1:2 max_fails=1 fail_timeout=2s;");
    expect(config).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    expect(config).toContain("user root root;");
  });
});
