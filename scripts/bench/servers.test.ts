import { mkdirSync, mkdtempSync, readlinkSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { linkNodeModules, nginxConfig } from "./servers.ts";

describe("linkNodeModules", () => {
  const log = () => undefined;

  it("links the project's packages beside a build outside it, where emptying the build keeps it", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-link-test-"));
    const root = path.join(dir, "project");
    mkdirSync(path.join(root, "node_modules"), { recursive: true });
    try {
      linkNodeModules(path.join(dir, "new", "build"), log, root);
      expect(readlinkSync(path.join(dir, "new", "node_modules"))).toBe(
        path.join(root, "node_modules"),
      );
      // Again, or a second build in the same folder: the link is there already.
      expect(() => linkNodeModules(path.join(dir, "new", "other"), log, root)).not.toThrow();
      // Another project's build beside it would import the wrong packages.
      const other = path.join(dir, "baseline");
      mkdirSync(path.join(other, "node_modules"), { recursive: true });
      expect(() => linkNodeModules(path.join(dir, "new", "build"), log, other)).toThrow(
        /folder of its own/,
      );
      // A build inside the project finds its packages itself.
      linkNodeModules(path.join(root, "build"), log, root);
      expect(() => readlinkSync(path.join(root, "node_modules"))).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses to link in the temporary folder itself", () => {
    expect(() => linkNodeModules(path.join(os.tmpdir(), "bench-build"), log, "/work/x")).toThrow(
      /folder of its own/,
    );
  });
});

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
