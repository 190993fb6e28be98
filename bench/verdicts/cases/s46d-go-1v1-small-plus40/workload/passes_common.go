package main

const normPasses = 6
const sumPasses = 30
