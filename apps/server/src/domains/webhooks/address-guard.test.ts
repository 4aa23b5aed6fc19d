import { describe, expect, it } from "vitest";
import { guardedLookup, isRefusedAddress } from "./address-guard.ts";

describe("webhook address guard", () => {
  it("refuses loopback, private, CGNAT, link-local, metadata, multicast, unspecified and mapped addresses", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "10.0.0.1", "172.16.5.4", "172.31.255.255", "192.168.0.10", "100.64.1.1", "169.254.169.254", "224.0.0.1", "0.0.0.0", "255.255.255.255", "::1", "::", "fe80::1", "fd00:ec2::254", "fc00::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:7f00:1"]) {
      expect(isRefusedAddress(address), address).toBe(true);
    }
  });

  it("allows public addresses", () => {
    for (const address of ["8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"]) {
      expect(isRefusedAddress(address), address).toBe(false);
    }
  });

  it("refuses a host name whose resolution is loopback, in both lookup forms", async () => {
    const single = await new Promise<NodeJS.ErrnoException | null>((resolve) => guardedLookup("localhost", {}, (error) => resolve(error)));
    expect(single?.code).toBe("refused_address");
    const all = await new Promise<NodeJS.ErrnoException | null>((resolve) => guardedLookup("localhost", { all: true }, (error) => resolve(error)));
    expect(all?.code).toBe("refused_address");
  });
});
