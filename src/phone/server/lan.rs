//! This computer's addresses on the local network, the one phones most likely reach first.

use std::net::IpAddr;

/// This computer's addresses on the local network, as phones on the same Wi-Fi reach it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LanAddresses {
    /// The address of the interface with the default route (where the Wi-Fi usually is), else
    /// the first private one (`None`: no network).
    pub main: Option<IpAddr>,
    /// Every other IPv4 address of an interface that is up (a second network, a VPN).
    pub others: Vec<IpAddr>,
}

/// This computer's IPv4 addresses, the one with the default route first.
pub fn lan_addresses() -> LanAddresses {
    let all: Vec<std::net::Ipv4Addr> = if_addrs::get_if_addrs()
        .map(|addrs| {
            addrs
                .iter()
                .filter(|a| !a.is_loopback())
                .filter_map(|a| match a.ip() {
                    IpAddr::V4(ip) => Some(ip),
                    IpAddr::V6(_) => None,
                })
                .collect()
        })
        .unwrap_or_default();
    let routed = default_route_address().filter(|ip| all.contains(ip));
    let main = routed.or_else(|| all.iter().find(|ip| ip.is_private()).copied()).or(all.first().copied());
    let others = all.iter().filter(|ip| Some(**ip) != main).map(|ip| IpAddr::V4(*ip)).collect();
    LanAddresses { main: main.map(IpAddr::V4), others }
}

/// The address this computer would send from to the internet: a UDP socket "connected" to a
/// public address asks the system for the route and sends nothing.
fn default_route_address() -> Option<std::net::Ipv4Addr> {
    let socket = std::net::UdpSocket::bind(("0.0.0.0", 0)).ok()?;
    socket.connect(("192.0.2.1", 9)).ok()?;
    match socket.local_addr().ok()?.ip() {
        IpAddr::V4(ip) if !ip.is_unspecified() && !ip.is_loopback() => Some(ip),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_main_address_is_one_of_this_computers_and_not_among_the_others() {
        let lan = lan_addresses();
        if let Some(main) = lan.main {
            assert!(!lan.others.contains(&main));
            assert!(!main.is_loopback());
        }
    }
}
