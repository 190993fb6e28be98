#!/usr/bin/perl
# logfilter.pl - classify WARN/ERROR lines of a (synthesised) application log by
# alert rules and print per-rule / per-host counts.
# usage: perl logfilter.pl NLINES SEED
use strict;
use warnings;

my ($nlines, $seed) = @ARGV;
$nlines //= 200000;
$seed   //= 1;
srand($seed);

my @rules = (
    { name => 'db_timeout',   pattern => 'db(?:-\w+)?: (?:query|connect) timed out after (\d+)ms' },
    { name => 'oom',          pattern => '(?:OutOfMemory|cannot allocate \d+ bytes)' },
    { name => 'auth_fail',    pattern => 'auth: (?:invalid token|login failed) for user=(\w+)' },
    { name => 'upstream_5xx', pattern => 'upstream [\w.-]+ returned (5\d\d)' },
);
# compile every rule once
$_->{re} = qr/$_->{pattern}/ for @rules;

# ~2% WARN, ~1.5% ERROR, ~22% DEBUG, rest INFO
sub pick_level { my $r = rand; $r < 0.02 ? 'WARN' : $r < 0.035 ? 'ERROR' : $r < 0.25 ? 'DEBUG' : 'INFO' }
my @msgs = (
    'db-main: query timed out after %dms',
    'auth: login failed for user=u%d',
    'upstream api.internal returned 50%d',
    'cache miss for key=k%d',
    'request completed in %dms',
    'cannot allocate %d bytes',
    'auth: invalid token for user=u%d',
    'scheduler tick %d',
);

my (%by_rule, %by_host, $seen);
for my $i (1 .. $nlines) {
    my $line = sprintf("2024-05-%02d 12:%02d:%02d host%02d %s %s",
        1 + $i % 28, int(rand 60), int(rand 60), int(rand 40),
        pick_level(), sprintf($msgs[rand @msgs], int(rand 4000)));
    my ($date, $time, $host, $level, $msg) = split / /, $line, 5;
    $seen++;
    next unless $level eq 'WARN' || $level eq 'ERROR';
    for my $rule (@rules) {
        if ($msg =~ $rule->{re}) {
            $by_rule{$rule->{name}}++;
            $by_host{$host}{$rule->{name}}++;
            last;
        }
    }
}

printf "%-14s %d\n", $_, $by_rule{$_} for sort keys %by_rule;
printf "hosts with alerts: %d of %d lines\n", scalar(keys %by_host), $seen;
